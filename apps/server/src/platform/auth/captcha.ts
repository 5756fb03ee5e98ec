/**
 * The slider captcha of pig-family clients (AJ-Captcha's blockPuzzle, as pigx-ui 3.x draws it): the server paints a
 * background and cuts a jigsaw piece out of it at a random x; the client slides the piece and sends where it put it,
 * AES-encrypted with the key it was given; a slide within SLIDE_TOLERANCE pixels of the hole passes, and the client
 * then logs in with the verification string (the token and its slide, encrypted the same way) as the captcha code.
 * Images are drawn with @napi-rs/canvas. Every state is single use and lives in sys_captcha.
 */
import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { sha256 } from './crypto.ts';

/** AJ-Captcha's sizes: the client scales what it shows to a 310 px wide image. */
export const SLIDER = { width: 310, height: 155, piece: 47, knob: 8 } as const;
export const SLIDE_TOLERANCE = 5;
export const SLIDER_TTL_SECONDS = 120;
/** What pigx-ui sends as randomStr when its code is a slider's verification. */
export const SLIDER_RANDOM_STR = 'blockPuzzle';

export const sliderKey = (token: string) => `slider:${token}`;
/** A passed slide, kept by the hash of its verification string until the login takes it. */
export const passedKey = (verification: string) => `slid:${sha256(verification).slice(0, 40)}`;

/** AJ-Captcha's aesEncrypt: AES-128-ECB, PKCS#7 padding, the key as UTF-8, Base64 out. */
export function aesEncrypt(plain: string, key: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** The inverse of aesEncrypt; null for anything that does not decrypt. */
export function aesDecrypt(encrypted: string, key: string): string | null {
  try {
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
    return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The piece's outline: a square with a round knob on its top and right sides. */
function piecePath(ctx: SKRSContext2D, x: number, y: number) {
  const { piece, knob } = SLIDER;
  const s = piece - knob;
  ctx.beginPath();
  ctx.moveTo(x, y + knob);
  ctx.lineTo(x + s / 2 - knob, y + knob);
  ctx.arc(x + s / 2, y + knob, knob, Math.PI, 0);
  ctx.lineTo(x + s, y + knob);
  ctx.lineTo(x + s, y + knob + s / 2 - knob);
  ctx.arc(x + s, y + knob + s / 2, knob, -Math.PI / 2, Math.PI / 2);
  ctx.lineTo(x + s, y + piece);
  ctx.lineTo(x, y + piece);
  ctx.closePath();
}

const colour = () => `hsl(${randomInt(360)}, ${40 + randomInt(40)}%, ${35 + randomInt(40)}%)`;

/** A random background: a gradient and shapes enough to match the piece by eye. */
function paintBackground(ctx: SKRSContext2D) {
  const { width, height } = SLIDER;
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, colour());
  gradient.addColorStop(1, colour());
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 18; i++) {
    ctx.fillStyle = colour();
    ctx.globalAlpha = 0.35 + Math.random() * 0.5;
    ctx.beginPath();
    if (i % 2) ctx.arc(randomInt(width), randomInt(height), 6 + randomInt(26), 0, Math.PI * 2);
    else ctx.rect(randomInt(width), randomInt(height), 10 + randomInt(50), 6 + randomInt(30));
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

export interface SliderPuzzle {
  /** Where the hole starts, in the 310 px image. */
  x: number;
  originalImageBase64: string;
  jigsawImageBase64: string;
}

/** A background with a shaded hole at a random x, and the piece cut from it on a transparent strip as tall. */
export function drawSliderPuzzle(): SliderPuzzle {
  const { width, height, piece } = SLIDER;
  const x = piece + 20 + randomInt(width - 2 * piece - 30);
  const y = 5 + randomInt(height - piece - 10);
  const background = createCanvas(width, height);
  const bg = background.getContext('2d');
  paintBackground(bg);

  const jigsaw = createCanvas(piece, height);
  const js = jigsaw.getContext('2d');
  piecePath(js, 0, y);
  js.save();
  js.clip();
  js.drawImage(background, x, 0, piece, height, 0, 0, piece, height);
  js.restore();
  piecePath(js, 0, y);
  js.lineWidth = 2;
  js.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  js.stroke();

  piecePath(bg, x, y);
  bg.fillStyle = 'rgba(0, 0, 0, 0.55)';
  bg.fill();
  bg.strokeStyle = 'rgba(255, 255, 255, 0.8)';
  bg.lineWidth = 1.5;
  bg.stroke();

  return { x, originalImageBase64: background.toBuffer('image/png').toString('base64'), jigsawImageBase64: jigsaw.toBuffer('image/png').toString('base64') };
}

/** A new puzzle's token and the key its client encrypts with. */
export const newSliderSecrets = () => ({ token: randomBytes(16).toString('hex'), secretKey: randomBytes(8).toString('hex') });

/**
 * The slide the client reports (pointJson, encrypted unless no key) within the tolerance of the hole: the
 * verification string the login then sends, else null.
 */
export function checkSlide(answer: { x: number; secretKey: string }, token: string, pointJson: string): string | null {
  const plain = aesDecrypt(pointJson, answer.secretKey);
  if (!plain) return null;
  let point: unknown;
  try {
    point = JSON.parse(plain);
  } catch {
    return null;
  }
  const x = Number((point as { x?: unknown } | null)?.x);
  if (!Number.isFinite(x) || Math.abs(x - answer.x) > SLIDE_TOLERANCE) return null;
  return aesEncrypt(`${token}---${plain}`, answer.secretKey);
}
