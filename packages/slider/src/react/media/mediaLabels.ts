/**
 * The words of the large play/pause control ("xl") and of a media that cannot play, in the
 * site's languages (French first). A layer's language is its page's: the module's `lang` is
 * not handed to layer kinds.
 */
export interface MediaLabels {
  playVideo: string;
  pauseVideo: string;
  playAudio: string;
  pauseAudio: string;
  video: string;
  audio: string;
  videoFailed: string;
  audioFailed: string;
  /** A link to the video on its service's site; `{service}` is YouTube or Vimeo. */
  watchOn: string;
}

const LABELS: Record<string, MediaLabels> = {
  fr: {
    playVideo: 'Lire la vidéo',
    pauseVideo: 'Mettre la vidéo en pause',
    playAudio: 'Lire le son',
    pauseAudio: 'Mettre le son en pause',
    video: 'Vidéo',
    audio: 'Son',
    videoFailed: 'La vidéo n’a pas pu être chargée.',
    audioFailed: 'Le son n’a pas pu être chargé.',
    watchOn: 'La regarder sur {service}',
  },
  en: {
    playVideo: 'Play the video',
    pauseVideo: 'Pause the video',
    playAudio: 'Play the sound',
    pauseAudio: 'Pause the sound',
    video: 'Video',
    audio: 'Sound',
    videoFailed: 'The video could not be loaded.',
    audioFailed: 'The sound could not be loaded.',
    watchOn: 'Watch it on {service}',
  },
  es: {
    playVideo: 'Reproducir el vídeo',
    pauseVideo: 'Pausar el vídeo',
    playAudio: 'Reproducir el sonido',
    pauseAudio: 'Pausar el sonido',
    video: 'Vídeo',
    audio: 'Sonido',
    videoFailed: 'No se ha podido cargar el vídeo.',
    audioFailed: 'No se ha podido cargar el sonido.',
    watchOn: 'Verlo en {service}',
  },
};

export function mediaLabels(lang: string | null | undefined): MediaLabels {
  const key = (lang ?? '').slice(0, 2).toLowerCase();
  return LABELS[key] ?? (LABELS.en as MediaLabels);
}
