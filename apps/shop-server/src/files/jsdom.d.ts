// The part of jsdom's API the SVG sanitiser and the preflight (an SVG parsed as XML) use (jsdom ships no types; @types/jsdom trails its versions).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
