// A person's time on a journey, counted by the steps it takes (issue 39: registration "under 10
// minutes of a person's time by the steps it takes"). Each thing the person does costs a fixed
// number of seconds from STEP_SECONDS, a keystroke-level model sized for a first-time owner on a
// cheap phone: slow typing, reading each new screen, finding a photo in the gallery. The browser
// test notes each step as it does it; the figure is the sum, so it does not depend on how fast
// the machine runs the test.

/** Seconds each kind of step costs a person. */
export const STEP_SECONDS = {
  /** Reading a new screen or step before acting on it. */
  read: 15,
  /** Reading the privacy notice and agreeing to it. */
  readNotice: 60,
  /** A tap on a button, a choice or a box. */
  tap: 3,
  /** Each character typed (a phone's keyboard, switching to digits included). */
  character: 1,
  /** Taking or finding a photo, or finding a file, and choosing it. */
  choose: 45,
  /** Waiting for the code to arrive and reading it off the message. */
  message: 20,
} as const;

export type StepKind = keyof typeof STEP_SECONDS;

interface Step {
  kind: StepKind;
  what: string;
  seconds: number;
}

export class Journey {
  private readonly steps: Step[] = [];

  private note(kind: StepKind, what: string, seconds: number = STEP_SECONDS[kind]): void {
    this.steps.push({ kind, what, seconds });
  }

  /** A new screen the person reads. */
  read(what: string): void {
    this.note('read', what);
  }

  readNotice(what: string): void {
    this.note('readNotice', what);
  }

  tap(what: string): void {
    this.note('tap', what);
  }

  /** Typing `text` into a field: a tap on it, then each character. */
  type(what: string, text: string): void {
    this.tap(what);
    this.note('character', what, Array.from(text).length * STEP_SECONDS.character);
  }

  choose(what: string): void {
    this.note('choose', what);
  }

  message(what: string): void {
    this.note('message', what);
  }

  /** The person's actions: taps, typed fields and files chosen (not reading or waiting). */
  get actions(): number {
    return this.steps.filter((step) => step.kind === 'tap' || step.kind === 'choose').length;
  }

  get minutes(): number {
    return this.steps.reduce((sum, step) => sum + step.seconds, 0) / 60;
  }

  /** "33 actions, 9.4 minutes: read 8 × 15 s, ..." for the test's output. */
  summary(): string {
    const byKind = Object.keys(STEP_SECONDS).map((kind) => {
      const steps = this.steps.filter((step) => step.kind === kind);
      const seconds = steps.reduce((sum, step) => sum + step.seconds, 0);
      return `${kind} ${steps.length} (${seconds} s)`;
    });
    return `${this.actions} actions, ${this.minutes.toFixed(1)} minutes: ${byKind.join(', ')}`;
  }
}
