import type { SeedArticle } from '../types.js';
import { article as goalkeeperInterviewMontclair } from './goalkeeper-interview-montclair.js';
import { article as kingsbridgeEuropeanNight } from './kingsbridge-european-night.js';
import { article as ligueEliteMidseasonReview } from './ligue-elite-midseason-review.js';
import { article as lorvezeYouthAcademy } from './lorveze-youth-academy.js';
import { article as mervalCoachInterview } from './merval-coach-interview.js';
import { SEED_NEWS } from './news/index.js';
import { article as portSainteAnneStadiumRenovation } from './port-sainte-anne-stadium-renovation.js';
import { article as pressingRevolutionAnalysis } from './pressing-revolution-analysis.js';
import { article as serranoStrikerTransferSaga } from './serrano-striker-transfer-saga.js';
import { article as valmontRivemontDerby } from './valmont-rivemont-derby.js';
import { article as varDebateLigueElite } from './var-debate-ligue-elite.js';
import { article as winterTransferWindowPreview } from './winter-transfer-window-preview.js';
import { article as womensCupFinalBelcastel } from './womens-cup-final-belcastel.js';

/** The demo articles, each in French, English and Spanish: the long reads, then the news. */
export const SEED_ARTICLES: SeedArticle[] = [
  valmontRivemontDerby,
  kingsbridgeEuropeanNight,
  lorvezeYouthAcademy,
  varDebateLigueElite,
  mervalCoachInterview,
  winterTransferWindowPreview,
  portSainteAnneStadiumRenovation,
  pressingRevolutionAnalysis,
  serranoStrikerTransferSaga,
  womensCupFinalBelcastel,
  goalkeeperInterviewMontclair,
  ligueEliteMidseasonReview,
  ...SEED_NEWS,
];
