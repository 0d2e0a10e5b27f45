/**
 * The course player: Mux's media-chrome web components (controls with playback rate, keyboard
 * shortcuts, full screen and a captions button) around a native <video>. Loaded lazily by the
 * learning page only (about 40 KB gzip), after the page has painted.
 */
import 'media-chrome/dist/media-controller.js';
import 'media-chrome/dist/media-control-bar.js';
import 'media-chrome/dist/media-play-button.js';
import 'media-chrome/dist/media-seek-backward-button.js';
import 'media-chrome/dist/media-seek-forward-button.js';
import 'media-chrome/dist/media-time-range.js';
import 'media-chrome/dist/media-time-display.js';
import 'media-chrome/dist/media-mute-button.js';
import 'media-chrome/dist/media-volume-range.js';
import 'media-chrome/dist/media-playback-rate-button.js';
import 'media-chrome/dist/media-captions-button.js';
import 'media-chrome/dist/media-fullscreen-button.js';
import 'media-chrome/dist/media-loading-indicator.js';
import 'media-chrome/dist/lang/zh-CN.js';
import 'media-chrome/dist/lang/zh-TW.js';
import 'media-chrome/dist/lang/pt.js';
import { getNonce } from 'get-nonce';
import {
  useEffect,
  useImperativeHandle,
  useRef,
  type DetailedHTMLProps,
  type HTMLAttributes,
  type Ref,
} from 'react';
import { InTurn } from '@/components/feedback/in-turn';
import { currentLocale } from '@/i18n/activate';
import { PLAYBACK_RATES, type PlayerHandle } from './playback';
import classes from './course-play.module.css';

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

/** Every element whose shadow DOM media-chrome writes on this page, nested ones included. */
const TAGS = [
  'media-controller',
  'media-container',
  'media-control-bar',
  'media-chrome-button',
  'media-play-button',
  'media-seek-backward-button',
  'media-seek-forward-button',
  'media-chrome-range',
  'media-time-range',
  'media-preview-thumbnail',
  'media-preview-time-display',
  'media-preview-chapter-display',
  'media-text-display',
  'media-time-display',
  'media-mute-button',
  'media-volume-range',
  'media-playback-rate-button',
  'media-captions-button',
  'media-fullscreen-button',
  'media-loading-indicator',
  'media-tooltip',
  'media-gesture-receiver',
  'media-chrome-dialog',
  'media-error-dialog',
  'media-keyboard-shortcuts-dialog',
];

/**
 * media-chrome writes each control's shadow DOM with a <style> element; the production CSP
 * (deploy/nginx) allows only <style> elements with the page's nonce, so every template gets it.
 */
function addStyleNonce(): void {
  const nonce = getNonce();
  if (!nonce) return;
  for (const tag of TAGS) {
    const element = customElements.get(tag) as
      | (CustomElementConstructor & {
          getTemplateHTML?: (...args: unknown[]) => string;
        })
      | undefined;
    const original = element?.getTemplateHTML;
    if (!element || !original) continue;
    // `this` is the class that asked (a subclass's own parts are looked up on it).
    element.getTemplateHTML = function (this: unknown, ...args: unknown[]) {
      return original
        .apply(this, args)
        .replace(/<style(?![^>]*\snonce=)/g, `<style nonce="${nonce}"`);
    };
  }
}
addStyleNonce();

/**
 * Rewrites what media-chrome sets on a control's host. (Its lifecycle callbacks are fixed when the
 * element is defined, but it calls `this.setAttribute`, which is looked up on each call.)
 */
function rewriteAttributes(
  tag: string,
  rewrite: (element: HTMLElement, name: string, value: string) => string | null,
): void {
  const prototype = customElements.get(tag)?.prototype as HTMLElement | undefined;
  if (!prototype) return;
  prototype.setAttribute = function (this: HTMLElement, name: string, value: string) {
    const next = rewrite(this, name, String(value));
    if (next === null) HTMLElement.prototype.removeAttribute.call(this, name);
    else HTMLElement.prototype.setAttribute.call(this, name, next);
  };
}

/**
 * Three controls break axe rules the pages are held to: the captions toggle says aria-checked on
 * a button (a switch is the role that has it), and the rate button and time display carry
 * labels that do not contain the text they show. Each is corrected as media-chrome sets it.
 */
function fixAccessibility(): void {
  rewriteAttributes('media-captions-button', (_element, name, value) =>
    name === 'role' && value === 'button' ? 'switch' : value,
  );
  rewriteAttributes('media-playback-rate-button', (element, name, value) => {
    if (name !== 'aria-label') return value;
    const shown = (element as HTMLElement & { container?: Element }).container?.textContent ?? '';
    return shown && !value.startsWith(shown)
      ? `${shown} ${value.replace(/\s*[\d.]+x?$/, '')}`.trim()
      : value;
  });
  // Its name is then the time it shows.
  rewriteAttributes('media-time-display', (_element, name, value) =>
    name === 'aria-label' ? null : value,
  );
}
fixAccessibility();

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

export default function VideoPlayer({
  src,
  title,
  startAt,
  onProgress,
  onEnded,
  onFlush,
  handleRef,
}: VideoPlayerProps) {
  const lang = currentLocale().slug;
  const videoRef = useRef<HTMLVideoElement>(null);
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
    <media-controller
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
      {/* Our spinner in the indicator's icon slot: media-chrome's own turns by SVG animation
          (SMIL), which lays out and paints the SVG on the main thread every frame, shown or not,
          as long as the page is open (some 60 tasks a second once the page has loaded); this one
          turns by a CSS transform, on the compositor, and only while the video is loading. */}
      <media-loading-indicator slot="centered-chrome" noautohide="">
        <svg slot="icon" className={classes.spinner} viewBox="0 0 100 100" aria-hidden="true">
          <path d="M73,50c0-12.7-10.3-23-23-23S27,37.3,27,50 M30.9,50c0-10.5,8.5-19.1,19.1-19.1S69.1,39.5,69.1,50" />
        </svg>
      </media-loading-indicator>
      {/* No hover tooltips: their text (both states at once) differs from the buttons'
          names, which axe reports as a label mismatch; each button keeps its aria-label.
          The controls mount in turn, after the controller and its video: each media-chrome
          element writes its shadow DOM as it is connected, and the controller lays the page out
          to size itself, together one task of some 200 ms on a phone. */}
      <InTurn>
        <media-control-bar>
          <media-play-button notooltip="" />
          <media-seek-backward-button seekoffset="10" notooltip="" />
          <media-seek-forward-button seekoffset="10" notooltip="" />
          <media-time-range />
          <media-time-display showduration="" />
          <media-mute-button notooltip="" />
          <media-volume-range />
          <media-playback-rate-button rates={PLAYBACK_RATES.join(' ')} notooltip="" />
          <media-captions-button notooltip="" />
          <media-fullscreen-button notooltip="" />
        </media-control-bar>
      </InTurn>
    </media-controller>
  );
}
