/**
 * The demo scenario's thumbnail, painted at seed time: a stone arch bridge over a gorge at dusk,
 * in the site's navy and gold. Painted rather than shipped as a file, so the seed needs nothing
 * beside the compiled code; stored like an upload (a JPEG addressed by its SHA-256).
 */
import { encode } from 'jpeg-js';

type Rgb = readonly [number, number, number];

const WIDTH = 640;
const HEIGHT = 360;
/** Supersamples per pixel side: edges are smoothed over 2 × 2 samples. */
const SAMPLES = 2;

const hex = (value: string): Rgb => [
  parseInt(value.slice(1, 3), 16),
  parseInt(value.slice(3, 5), 16),
  parseInt(value.slice(5, 7), 16),
];
const clamp01 = (t: number) => Math.min(1, Math.max(0, t));
const mix = (a: Rgb, b: Rgb, t: number): Rgb => {
  const k = clamp01(t);
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
};
const shade = (c: Rgb, f: number): Rgb => [c[0] * f, c[1] * f, c[2] * f];

const NAVY = hex('#1f2a44');
const DUSK = hex('#5a4a72');
const EMBER = hex('#f0a35a');
const SUN = hex('#ffe2a6');
const FAR_HILLS = hex('#4a456e');
const NEAR_HILLS = hex('#2b2d48');
const ROCK = hex('#3b3342');
const ROCK_DARK = hex('#241f2b');
const GRASS = hex('#3f5a3a');
const STONE = hex('#6f6358');
const STONE_LIGHT = hex('#8d7b69');
const RIM = hex('#e0a866');
const WATER_TOP = hex('#d98a4e');
const WATER_DEEP = hex('#2c3a5c');
const GOLD = hex('#f2b134');
const RED = hex('#b8433a');
const POLE = hex('#2a2320');

/** Coordinates in picture heights: u across (0 to 16/9), v down (0 to 1). */
const U = WIDTH / HEIGHT;
const MID = U / 2;
const HORIZON = 0.6;
const ridge = (u: number, seed: number) =>
  Math.sin(u * 7 + seed) * 0.5 +
  Math.sin(u * 17 + seed * 2) * 0.25 +
  Math.sin(u * 37 + seed * 3) * 0.12;

/** The sky, the sun and the hills seen through and around the bridge. */
function background(u: number, v: number): Rgb {
  if (v > 0.86) {
    // The river at the bottom of the gorge, with the sun's path on it.
    const depth = (v - 0.86) / 0.14;
    let water = mix(WATER_TOP, WATER_DEEP, depth * 1.4);
    const path = Math.abs(u - MID) / (0.04 + depth * 0.12);
    const glint = Math.sin(v * 420 + Math.sin(u * 40) * 2 + Math.sin(u * 97) * 1.5);
    if (path < 1 && glint > 0.3 + path * 0.5) water = mix(water, SUN, 0.75 - depth * 0.35);
    return water;
  }
  if (v > 0.55 + 0.04 * ridge(u, 2)) return mix(NEAR_HILLS, ROCK_DARK, (v - 0.55) * 3);
  const t = v / HORIZON;
  const sky = t < 0.55 ? mix(NAVY, DUSK, t / 0.55) : mix(DUSK, EMBER, (t - 0.55) / 0.45);
  const sun = Math.hypot(u - MID, v - 0.5);
  if (v > 0.46 + 0.05 * ridge(u, 1)) return mix(FAR_HILLS, sky, 0.25);
  if (sun < 0.055) return SUN;
  return mix(sky, SUN, Math.max(0, 0.3 - sun) * 1.6);
}

/** The inner edge of a gorge wall at height v (the gorge narrows downwards). */
const wallEdge = (v: number, seed: number) =>
  0.34 + 0.22 * ((v - HORIZON) / 0.4) + 0.012 * Math.sin(v * 47 + seed);

function cliff(u: number, v: number): Rgb | null {
  const left = u < wallEdge(v, 0);
  const right = U - u < wallEdge(v, 2);
  const top = HORIZON + 0.008 * Math.sin(u * 31);
  if (!(left || right) || v < top) return null;
  if (v < top + 0.014) return mix(GRASS, ROCK, (v - top) / 0.02);
  const strata = Math.sin(v * 95 + u * (left ? 9 : -9)) > 0.82;
  const edge = left ? wallEdge(v, 0) - u : u - (U - wallEdge(v, 2));
  // The faces are lit from the gorge: lighter near the edge, in shadow deeper in.
  const rock = mix(ROCK, ROCK_DARK, clamp01(edge * 6) * 0.7 + (v - HORIZON));
  return strata ? shade(rock, 0.72) : rock;
}

// The bridge: a deck with a crenellated parapet over one great arch.
const SPAN = [0.3, U - 0.3] as const;
const PARAPET_TOP = 0.56;
const DECK_TOP = 0.585;
const DECK_BOTTOM = 0.625;
const ARCH = { u: MID, v: 0.98, ru: 0.5, rv: 0.31 };

const inSpan = (u: number) => u > SPAN[0] && u < SPAN[1];

/** Block courses: mortar lines every row, joints staggered between rows. */
function masonry(u: number, v: number, base: Rgb): Rgb {
  const row = Math.floor(v / 0.028);
  const joint = (u / 0.06 + (row % 2) * 0.5) % 1;
  const mortar = v / 0.028 - row < 0.12 || joint < 0.05;
  const tone = 0.92 + 0.08 * Math.sin(row * 12.9 + Math.floor(u / 0.06 + (row % 2) * 0.5) * 7.3);
  return shade(base, mortar ? 0.62 : tone);
}

function deck(u: number, v: number): Rgb | null {
  if (!inSpan(u) || v < PARAPET_TOP || v > DECK_BOTTOM) return null;
  if (v < DECK_TOP) {
    // Merlons with gaps between them.
    if (v < PARAPET_TOP + 0.012 && (u / 0.05) % 1 < 0.35) return null;
    const rim = v < PARAPET_TOP + 0.016 ? 0.5 : 0;
    return mix(masonry(u, v, STONE_LIGHT), RIM, rim);
  }
  if (v < DECK_TOP + 0.006) return RIM;
  return masonry(u, v, STONE);
}

function archBody(u: number, v: number): Rgb | null {
  if (!inSpan(u) || v < DECK_BOTTOM) return null;
  const r = Math.hypot((u - ARCH.u) / ARCH.ru, (v - ARCH.v) / ARCH.rv);
  if (r < 1) return null;
  if (r < 1.12) {
    // The arch ring: wedge stones fanned around the opening.
    const angle = Math.atan2(v - ARCH.v, u - ARCH.u);
    const seam = ((angle / Math.PI) * 26) % 1;
    return shade(STONE_LIGHT, Math.abs(seam) < 0.08 || r > 1.105 ? 0.6 : 1.02);
  }
  return shade(masonry(u, v, STONE), 0.85);
}

/** A banner on a pole at `pole`, flying to the right. */
function banner(u: number, v: number, pole: number, cloth: Rgb): Rgb | null {
  if (Math.abs(u - pole) < 0.004 && v > 0.4 && v < DECK_TOP) return POLE;
  const x = u - pole;
  if (x < 0 || x > 0.08 || v < 0.405 || v > 0.455) return null;
  const wave = 0.006 * Math.sin(x * 70);
  const top = 0.405 + wave;
  const bottom = 0.455 + wave;
  // A swallowtail: the notch cuts in from the free end.
  const notch = Math.max(0, x - 0.055) * 0.9;
  const middle = (top + bottom) / 2;
  if (v < top || v > bottom || Math.abs(v - middle) < notch) return null;
  return shade(cloth, 0.85 + 0.15 * Math.sin(x * 70 + 1));
}

function paint(u: number, v: number): Rgb {
  return (
    banner(u, v, SPAN[0] + 0.05, GOLD) ??
    banner(u, v, SPAN[1] - 0.05, RED) ??
    deck(u, v) ??
    cliff(u, v) ??
    archBody(u, v) ??
    background(u, v)
  );
}

function pixel(x: number, y: number): Rgb {
  let r = 0;
  let g = 0;
  let b = 0;
  for (let i = 0; i < SAMPLES; i += 1) {
    for (let j = 0; j < SAMPLES; j += 1) {
      const [sr, sg, sb] = paint(
        (x + (i + 0.5) / SAMPLES) / HEIGHT,
        (y + (j + 0.5) / SAMPLES) / HEIGHT,
      );
      r += sr;
      g += sg;
      b += sb;
    }
  }
  // A soft vignette draws the eye to the bridge.
  const d = Math.hypot(x / WIDTH - 0.5, y / HEIGHT - 0.5);
  const light = (1 - 0.45 * d * d) / (SAMPLES * SAMPLES);
  return [r * light, g * light, b * light];
}

/**
 * JPEG quality of the thumbnail: the painting is gradients, which PNG stores poorly (65 KB at
 * 640 × 360); as JPEG at 80 it is 25 KB and looks the same, and a phone shows the scenario
 * page's largest picture sooner.
 */
const JPEG_QUALITY = 80;

/** The thumbnail of the demo scenario 'Hold the Bridge', as JPEG bytes (640 × 360). */
export function paintBridgeThumbnail(): Buffer {
  const rgba = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const at = (y * WIDTH + x) * 4;
      const [r, g, b] = pixel(x, y);
      rgba[at] = Math.round(Math.min(255, r));
      rgba[at + 1] = Math.round(Math.min(255, g));
      rgba[at + 2] = Math.round(Math.min(255, b));
      rgba[at + 3] = 255;
    }
  }
  return encode({ data: rgba, width: WIDTH, height: HEIGHT }, JPEG_QUALITY).data;
}
