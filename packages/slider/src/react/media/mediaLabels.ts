/**
 * The words of the large play/pause control ("xl"), in the site's languages (French first).
 * A layer's language is its page's: the module's `lang` is not handed to layer kinds.
 */
export interface MediaLabels {
  playVideo: string;
  pauseVideo: string;
  playAudio: string;
  pauseAudio: string;
  video: string;
  audio: string;
}

const LABELS: Record<string, MediaLabels> = {
  fr: {
    playVideo: 'Lire la vidéo',
    pauseVideo: 'Mettre la vidéo en pause',
    playAudio: 'Lire le son',
    pauseAudio: 'Mettre le son en pause',
    video: 'Vidéo',
    audio: 'Son',
  },
  en: {
    playVideo: 'Play the video',
    pauseVideo: 'Pause the video',
    playAudio: 'Play the sound',
    pauseAudio: 'Pause the sound',
    video: 'Video',
    audio: 'Sound',
  },
  es: {
    playVideo: 'Reproducir el vídeo',
    pauseVideo: 'Pausar el vídeo',
    playAudio: 'Reproducir el sonido',
    pauseAudio: 'Pausar el sonido',
    video: 'Vídeo',
    audio: 'Sonido',
  },
};

export function mediaLabels(lang: string | null | undefined): MediaLabels {
  const key = (lang ?? '').slice(0, 2).toLowerCase();
  return LABELS[key] ?? (LABELS.en as MediaLabels);
}
