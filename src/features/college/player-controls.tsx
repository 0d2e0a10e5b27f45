/**
 * The course player's controls: Mux's media-chrome web components (controls with playback rate,
 * keyboard shortcuts, full screen and a captions button). Loaded when the viewer reaches for the
 * video (video-player.tsx), about 40 KB gzip: importing it defines media-chrome's elements, which
 * upgrades the player's `<media-controller>` already around the video.
 */
// First: the portal's changes to each element as it is defined (before the upgrade).
import './media-chrome-patches';
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
import { useEffect } from 'react';
import { InTurn } from '@/components/feedback/in-turn';
import { PLAYBACK_RATES } from './playback';
import classes from './course-play.module.css';

/** Runs `onShown` once it is on the page. */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

export default function PlayerControls({ onShown }: { onShown: () => void }) {
  return (
    <>
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
          The controls mount in turn, after the controller's upgrade: each media-chrome element
          writes its shadow DOM as it is connected, and the controller lays the page out to size
          itself, together one task of some 200 ms on a phone. */}
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
        <Shown onShown={onShown} />
      </InTurn>
    </>
  );
}
