// The length of an MP3 or MP4 read from the file's own headers, as a browser reads it before
// playing: what the demo seed's durations are checked against.

/** Seconds of an MP4, from the movie header (`moov` → `mvhd`: timescale and duration). */
export function mp4Seconds(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const movie = findBox(view, 0, view.byteLength, 'moov');
  if (!movie) throw new Error('no moov box');
  const header = findBox(view, movie.start, movie.end, 'mvhd');
  if (!header) throw new Error('no mvhd box');
  const version = view.getUint8(header.start);
  if (version === 1) {
    const timescale = view.getUint32(header.start + 20);
    const duration = Number(view.getBigUint64(header.start + 24));
    return duration / timescale;
  }
  return view.getUint32(header.start + 16) / view.getUint32(header.start + 12);
}

/** The first box of a type between two offsets: where its content starts and ends. */
function findBox(view: DataView, from: number, to: number, type: string) {
  let offset = from;
  while (offset + 8 <= to) {
    let size = view.getUint32(offset);
    let headerSize = 8;
    if (size === 1) {
      size = Number(view.getBigUint64(offset + 8));
      headerSize = 16;
    } else if (size === 0) {
      size = to - offset;
    }
    const name = String.fromCharCode(
      ...new Uint8Array(view.buffer, view.byteOffset + offset + 4, 4),
    );
    if (name === type) return { start: offset + headerSize, end: offset + size };
    if (size < headerSize) return null;
    offset += size;
  }
  return null;
}

const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};
const LAYER3_KBPS: Record<'v1' | 'v2', readonly number[]> = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};

/**
 * Seconds of a Layer III MP3: the frame count of its Xing/Info header when it has one (what
 * encoders write, VBR or not), else the audio bytes at the first frame's constant bit rate.
 */
export function mp3Seconds(bytes: Uint8Array): number {
  let offset = 0;
  if (String.fromCharCode(...bytes.subarray(0, 3)) === 'ID3') {
    const size =
      ((bytes[6]! & 0x7f) << 21) |
      ((bytes[7]! & 0x7f) << 14) |
      ((bytes[8]! & 0x7f) << 7) |
      (bytes[9]! & 0x7f);
    offset = 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
  }
  while (
    offset < bytes.length - 4 &&
    !(bytes[offset] === 0xff && (bytes[offset + 1]! & 0xe0) === 0xe0)
  )
    offset += 1;
  const b1 = bytes[offset + 1]!;
  const b2 = bytes[offset + 2]!;
  const b3 = bytes[offset + 3]!;
  const version = (b1 >> 3) & 3;
  if (((b1 >> 1) & 3) !== 1) throw new Error('not Layer III');
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
  if (!sampleRate) throw new Error('unknown sample rate');
  const mono = ((b3 >> 6) & 3) === 3;
  const mpeg1 = version === 3;
  const samplesPerFrame = mpeg1 ? 1152 : 576;
  const sideInfo = mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  const tag = offset + 4 + sideInfo;
  const name = String.fromCharCode(...bytes.subarray(tag, tag + 4));
  if (name === 'Xing' || name === 'Info') {
    const flags = readUint32(bytes, tag + 4);
    if (flags & 1) return (readUint32(bytes, tag + 8) * samplesPerFrame) / sampleRate;
  }
  const kbps = LAYER3_KBPS[mpeg1 ? 'v1' : 'v2'][(b2 >> 4) & 0xf];
  if (!kbps) throw new Error('free or bad bit rate');
  return ((bytes.length - offset) * 8) / (kbps * 1000);
}

const readUint32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
