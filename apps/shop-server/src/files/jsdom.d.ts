// The part of jsdom's API the SVG sanitiser uses (jsdom ships no types; @types/jsdom trails its versions).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
