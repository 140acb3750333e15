import { describe, expect, it } from 'vitest';
import {
  ART_FIXES_KEY,
  MAX_ART_FIXES,
  artFixReturnPath,
  clearArtFix,
  designToolVersionBody,
  readArtFix,
  saveArtFix,
  type ArtFix,
} from './art-fix.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  refuse = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.refuse) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

const fix = (over: Partial<ArtFix> = {}): ArtFix => ({
  pid: 'pid-1',
  orderNumber: 'S2026-000123',
  jobId: 7,
  versionNumber: 2,
  placement: { printSpecId: 3, name: '前面 A4', widthMm: 210, heightMm: 297 },
  file: { uuid: 'a0000000-0000-4000-8000-000000000001', name: 'logo.png', mimeType: 'image/png', width: 1200, height: 600 },
  source: 'customer_upload',
  layout: { widthMm: 150, anchor: 'top', offsetXMm: 0, offsetYMm: 20 },
  ...over,
});

describe('the art fixes kept for the design tool', () => {
  it('a saved fix is read back by its pid; another pid or none reads null', () => {
    const storage = new MemoryStorage();
    expect(saveArtFix(fix(), storage)).toBe(true);
    expect(readArtFix('pid-1', storage)).toEqual(fix());
    expect(readArtFix('pid-2', storage)).toBeNull();
    expect(readArtFix(null, storage)).toBeNull();
  });

  it('one fix per job and per pid (the newest replaces), at most MAX_ART_FIXES kept, the oldest dropped first', () => {
    const storage = new MemoryStorage();
    saveArtFix(fix(), storage);
    saveArtFix(fix({ pid: 'pid-again', versionNumber: 3 }), storage);
    expect(readArtFix('pid-1', storage)).toBeNull();
    expect(readArtFix('pid-again', storage)?.versionNumber).toBe(3);
    for (let i = 0; i < MAX_ART_FIXES + 1; i++) saveArtFix(fix({ pid: `p${i}`, jobId: 100 + i }), storage);
    const kept = JSON.parse(storage.getItem(ART_FIXES_KEY) ?? '[]') as ArtFix[];
    expect(kept.map((f) => f.pid)).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('cleared once sent; a broken or foreign value in the storage reads as no fix', () => {
    const storage = new MemoryStorage();
    saveArtFix(fix(), storage);
    clearArtFix('pid-1', storage);
    expect(readArtFix('pid-1', storage)).toBeNull();
    expect(storage.getItem(ART_FIXES_KEY)).toBeNull();
    storage.setItem(ART_FIXES_KEY, '{not json');
    expect(readArtFix('pid-1', storage)).toBeNull();
    storage.setItem(ART_FIXES_KEY, JSON.stringify([{ pid: 'pid-1', jobId: 'seven' }]));
    expect(readArtFix('pid-1', storage)).toBeNull();
  });

  it('a storage that refuses the write answers false (the page then says so)', () => {
    const storage = new MemoryStorage();
    storage.refuse = true;
    expect(saveArtFix(fix(), storage)).toBe(false);
  });

  it("the export's version: the printer's SVG from the design tool, the whole area at the top, on the version seen", () => {
    expect(designToolVersionBody(fix(), 'b0000000-0000-4000-8000-000000000002')).toEqual({
      version_number: 2,
      source: 'design_tool',
      file_uuid: 'b0000000-0000-4000-8000-000000000002',
      layout: { width_mm: 210, anchor: 'top', offset_x_mm: 0, offset_y_mm: 0 },
      note: null,
    });
    expect(artFixReturnPath(fix())).toBe('/myaccount/orders/S2026-000123');
  });
});
