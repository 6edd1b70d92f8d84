import {
  addPlayed,
  afterSaved,
  isProgressReached,
  NOTHING_PLAYED,
  progressSaveOf,
  type PlayedSeconds,
} from '@decola/domain';

export interface SavedStatus {
  progress: number;
}

export interface ProgressSaverOptions {
  saveIntervalMs: number;
  /** Sends the progress; `leaving` asks for a request that outlives the page. */
  save: (body: { speedRate: number; seconds: number }, leaving: boolean) => Promise<SavedStatus>;
  /** The minimum was reached: finish the content, reload the contents. */
  reached: () => void;
  /** A save that failed or was refused; playing goes on and the next tick sends it again. */
  failed: (error: unknown) => void;
  now: () => number;
}

export interface Playback {
  playing: boolean;
  rate: number;
}

/**
 * While the media plays, progress is saved every interval with the playback rate
 * until the minimum is reached. The seconds played since the last successful save travel in
 * each call, so a failed save costs nothing.
 */
export class ProgressSaver {
  private played: PlayedSeconds = NOTHING_PLAYED;
  private playback: Playback = { playing: false, rate: 1 };
  private since = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  /** What the save on its way carries, which a save on leaving must not send twice. */
  private sending: PlayedSeconds | undefined;
  private done = false;

  constructor(private readonly options: ProgressSaverOptions) {}

  /** Seconds of wall time played and not yet saved, by rate. */
  pending(): PlayedSeconds {
    this.account();
    return this.played;
  }

  change(playback: Playback): void {
    if (this.done) return;
    this.account();
    this.playback = playback;
    if (playback.playing && this.timer === undefined) {
      this.timer = setInterval(() => void this.tick(), this.options.saveIntervalMs);
    } else if (!playback.playing) {
      this.clearTimer();
    }
  }

  async tick(leaving = false): Promise<void> {
    this.account();
    if (this.done || (this.sending && !leaving)) return;
    const unsent = this.sending ? afterSaved(this.played, this.sending) : this.played;
    const save = progressSaveOf(unsent, this.playback.rate);
    if (save.kind === 'nothing') return;
    if (save.kind === 'invalid') {
      this.options.failed(save.problems);
      return;
    }
    if (!leaving) this.sending = save.sent;
    try {
      const status = await this.options.save(save.body, leaving);
      this.played = afterSaved(this.played, save.sent);
      if (isProgressReached(status.progress) && !this.done) {
        this.stop();
        this.options.reached();
      }
    } catch (error) {
      this.options.failed(error);
    } finally {
      if (!leaving) this.sending = undefined;
    }
  }

  /** The learner leaves or hides the tab: what was played is sent at once. */
  leave(): Promise<void> {
    return this.tick(true);
  }

  stop(): void {
    this.account();
    this.done = true;
    this.clearTimer();
  }

  private clearTimer(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private account(): void {
    const now = this.options.now();
    if (this.playback.playing && !this.done) {
      this.played = addPlayed(this.played, (now - this.since) / 1000, this.playback.rate);
    }
    this.since = now;
  }
}
