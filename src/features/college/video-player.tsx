/**
 * The course player: a native <video> in media-chrome's `<media-controller>`, whose controls
 * (player-controls.tsx, media-chrome's code) load when the viewer reaches for the video: a
 * pointer over it, a touch, the keyboard's focus, or the play button drawn over it until then.
 * Loading and mounting them is some 200 ms of a phone's main thread, which a page's load does
 * not wait on. The video itself is there from the start: its position is restored, comments
 * read and set its time.
 */
import { useLingui } from '@lingui/react/macro';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type DetailedHTMLProps,
  type HTMLAttributes,
  type Ref,
} from 'react';
import { IconPlayerPlay } from '@/components/icons/icons';
import { currentLocale } from '@/i18n/activate';
import type { PlayerHandle } from './playback';
import classes from './course-play.module.css';

const PlayerControls = lazy(() => import('./player-controls'));

type MediaElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  [attribute: string]: unknown;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'media-controller': MediaElementProps;
      'media-control-bar': MediaElementProps;
      'media-play-button': MediaElementProps;
      'media-seek-backward-button': MediaElementProps;
      'media-seek-forward-button': MediaElementProps;
      'media-time-range': MediaElementProps;
      'media-time-display': MediaElementProps;
      'media-mute-button': MediaElementProps;
      'media-volume-range': MediaElementProps;
      'media-playback-rate-button': MediaElementProps;
      'media-captions-button': MediaElementProps;
      'media-fullscreen-button': MediaElementProps;
      'media-loading-indicator': MediaElementProps;
    }
  }
}

/** media-chrome's language for the portal's: its zh-TW labels stand for zh-HK. */
const PLAYER_LANG: Record<string, string> = {
  zh_CN: 'zh-CN',
  zh_HK: 'zh-TW',
  en_US: 'en',
  pt_PT: 'pt',
};

export interface VideoPlayerProps {
  src: string;
  title: string;
  /** Where to start (seconds), e.g. the saved position. */
  startAt: number;
  /** Called about once a second while playing, and on pause and seek. */
  onProgress: (seconds: number, duration: number) => void;
  onEnded: () => void;
  /** After the position was reported on pause, at the end and on leaving the video. */
  onFlush?: () => void;
  handleRef: Ref<PlayerHandle | null>;
}

export function VideoPlayer({
  src,
  title,
  startAt,
  onProgress,
  onEnded,
  onFlush,
  handleRef,
}: VideoPlayerProps) {
  const { t } = useLingui();
  const lang = currentLocale().slug;
  const videoRef = useRef<HTMLVideoElement>(null);
  const controllerRef = useRef<HTMLElement>(null);
  const facadeRef = useRef<HTMLButtonElement>(null);
  // What the viewer has asked of the controls: nothing yet, to have them, or to play.
  const [wanted, setWanted] = useState<'nothing' | 'controls' | 'play'>('nothing');
  const [controlsShown, setControlsShown] = useState(false);
  const wantControls = () => setWanted((now) => (now === 'nothing' ? 'controls' : now));
  // Once the controls are there, the play button drawn until then goes: the keyboard's focus on
  // it moves to theirs (asked before it goes), and a press on it plays the video.
  const focusControls = useRef(false);
  const onControlsShown = useCallback(() => {
    focusControls.current = document.activeElement === facadeRef.current;
    setControlsShown(true);
  }, []);
  useEffect(() => {
    if (!controlsShown || !focusControls.current) return;
    controllerRef.current?.querySelector<HTMLElement>('media-play-button')?.focus();
  }, [controlsShown]);
  useEffect(() => {
    if (!controlsShown || wanted !== 'play') return;
    // Refused when the press is long past (the browser's autoplay rule): the bar's button plays.
    const playing = videoRef.current?.play();
    playing?.catch(() => undefined);
  }, [controlsShown, wanted]);
  const latest = useRef({ onProgress, onEnded, onFlush, startAt });
  useEffect(() => {
    latest.current = { onProgress, onEnded, onFlush, startAt };
  });

  useImperativeHandle(
    handleRef,
    (): PlayerHandle => ({
      seek: (seconds) => {
        const video = videoRef.current;
        if (!video) return;
        video.currentTime = seconds;
      },
      currentTime: () => videoRef.current?.currentTime ?? 0,
    }),
    [],
  );

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let lastReport = -1;
    const report = () => {
      if (!Number.isFinite(video.duration)) return;
      lastReport = video.currentTime;
      latest.current.onProgress(video.currentTime, video.duration);
    };
    const onTimeUpdate = () => {
      if (Math.abs(video.currentTime - lastReport) >= 1) report();
    };
    const onLoaded = () => {
      const start = latest.current.startAt;
      if (start > 0 && start < video.duration) video.currentTime = start;
    };
    const onEndedEvent = () => {
      report();
      latest.current.onFlush?.();
      latest.current.onEnded();
    };
    const onPause = () => {
      report();
      latest.current.onFlush?.();
    };
    video.addEventListener('loadedmetadata', onLoaded);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('pause', onPause);
    video.addEventListener('seeked', report);
    video.addEventListener('ended', onEndedEvent);
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) onLoaded();
    return () => {
      // Leaving the video (another lesson, another page): its position is kept.
      if (!video.ended && video.currentTime > 0) report();
      latest.current.onFlush?.();
      video.removeEventListener('loadedmetadata', onLoaded);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('seeked', report);
      video.removeEventListener('ended', onEndedEvent);
    };
  }, [src]);

  return (
    <>
      <media-controller
        ref={controllerRef}
        class={classes.player}
        lang={PLAYER_LANG[lang] ?? 'zh-CN'}
        data-testid="video-player"
      >
        <video
          ref={videoRef}
          slot="media"
          src={src}
          preload="metadata"
          playsInline
          aria-label={title}
          tabIndex={-1}
          data-testid="course-video"
        />
        {wanted !== 'nothing' && (
          <Suspense fallback={null}>
            <PlayerControls onShown={onControlsShown} />
          </Suspense>
        )}
      </media-controller>
      {!controlsShown && (
        <button
          ref={facadeRef}
          type="button"
          className={classes.facade}
          aria-label={t`Play the video`}
          data-testid="video-facade"
          onPointerEnter={wantControls}
          onTouchStart={wantControls}
          onFocus={wantControls}
          onClick={() => setWanted('play')}
        >
          <IconPlayerPlay size={36} aria-hidden="true" />
        </button>
      )}
    </>
  );
}
