/**
 * EUC-KR encoding for tests (Node decodes EUC-KR but cannot encode it): the reverse of the
 * decoder over every two-byte KS X 1001 code.
 */
let table: Map<string, number[]> | undefined;

export function encodeEucKr(text: string): Uint8Array {
  if (!table) {
    table = new Map();
    const decoder = new TextDecoder('euc-kr');
    for (let lead = 0xa1; lead <= 0xfe; lead += 1) {
      for (let trail = 0xa1; trail <= 0xfe; trail += 1) {
        const char = decoder.decode(new Uint8Array([lead, trail]));
        if (char.length === 1 && char !== '\uFFFD' && !table.has(char))
          table.set(char, [lead, trail]);
      }
    }
  }
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) bytes.push(code);
    else {
      const pair = table.get(char);
      if (!pair) throw new Error(`not in EUC-KR: ${char}`);
      bytes.push(...pair);
    }
  }
  return new Uint8Array(bytes);
}
