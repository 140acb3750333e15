/** 2-D affine matrices `[a, b, c, d, e, f]` as in SVG (`x' = a·x + c·y + e`, `y' = b·x + d·y + f`). */
import type { Point } from '../model/types.ts';

export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function translate(x: number, y: number): Matrix {
  return [1, 0, 0, 1, x, y];
}

export function scale(sx: number, sy: number = sx): Matrix {
  return [sx, 0, 0, sy, 0, 0];
}

/** Rotation by `degrees` clockwise (y down). */
export function rotate(degrees: number): Matrix {
  const r = (degrees * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  return [cos, sin, -sin, cos, 0, 0];
}

export function invert(m: Matrix): Matrix {
  const det = m[0] * m[3] - m[1] * m[2];
  if (det === 0) return IDENTITY;
  return [m[3] / det, -m[1] / det, -m[2] / det, m[0] / det, (m[2] * m[5] - m[3] * m[4]) / det, (m[1] * m[4] - m[0] * m[5]) / det];
}

export function apply(m: Matrix, p: Point): Point {
  return { x: m[0] * p.x + m[2] * p.y + m[4], y: m[1] * p.x + m[3] * p.y + m[5] };
}

/** Degrees normalised to [0, 360). */
export function normaliseDegrees(degrees: number): number {
  const d = degrees % 360;
  const n = d < 0 ? d + 360 : d;
  return Math.abs(n - 360) < 1e-9 ? 0 : n;
}

/** The SVG `matrix(...)` text of a matrix, rounded to 4 decimals. */
export function matrixToSvg(m: Matrix): string {
  return `matrix(${m.map((n) => round(n, 4)).join(' ')})`;
}

export function round(n: number, decimals = 3): number {
  const f = 10 ** decimals;
  const r = Math.round(n * f) / f;
  return Object.is(r, -0) ? 0 : r;
}
