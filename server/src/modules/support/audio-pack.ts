import type { Mp3Pack } from '@shop/contract/support-downloads.ts';
import { zipArchive } from './zip-archive.ts';

const SAMPLE_RATE = 8000;

/** A mono 8-bit PCM WAV of short tones: a stand-in recording that every player can open. */
export function toneWav(
  frequencies: readonly number[],
  toneSeconds = 0.4,
  gapSeconds = 0.15,
): Buffer {
  const toneSamples = Math.round(SAMPLE_RATE * toneSeconds);
  const gapSamples = Math.round(SAMPLE_RATE * gapSeconds);
  const total = frequencies.length * (toneSamples + gapSamples);
  const wav = Buffer.alloc(44 + total);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + total, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(total, 40);
  let at = 44;
  for (const frequency of frequencies) {
    for (let i = 0; i < toneSamples; i++) {
      // a short fade at both ends keeps the tone free of clicks
      const fade = Math.min(1, i / 200, (toneSamples - i) / 200);
      const sample = Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE) * 0.6 * fade;
      wav[at++] = Math.round(128 + sample * 127);
    }
    wav.fill(128, at, at + gapSamples);
    at += gapSamples;
  }
  return wav;
}

const SCALE = [262, 294, 330, 349, 392, 440, 494, 523];
const RELEASED = new Date(Date.UTC(2024, 2, 4, 9, 0, 0));

/** The zip of one audio pack: its tracks and a Korean guide to them. */
export function audioPackZip(pack: Mp3Pack): Buffer {
  const tracks = Array.from({ length: pack.tracks }, (_, i) => ({
    name: `${pack.id}/Track${String(i + 1).padStart(2, '0')}.wav`,
    data: toneWav(SCALE.slice(i % 4, (i % 4) + 4 + (i % 3))),
    modified: RELEASED,
  }));
  const guide = [
    pack.name,
    pack.description,
    '',
    `수록 트랙: ${pack.tracks}개 (Track01.wav - Track${String(pack.tracks).padStart(2, '0')}.wav)`,
    '교재의 듣기 문항 번호와 트랙 번호가 같습니다. 문항을 풀기 전에 지시문을 먼저 읽어 주세요.',
    '이 음원은 (주)아카데미북스의 학습 지원 자료로, 재원생의 학습 목적으로만 사용할 수 있습니다.',
    '',
  ].join('\r\n');
  return zipArchive([
    ...tracks,
    {
      name: `${pack.id}/안내.txt`,
      data: Buffer.from(`\ufeff${guide}`, 'utf8'),
      modified: RELEASED,
    },
  ]);
}
