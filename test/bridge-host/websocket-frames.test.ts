// The host's WebSocket frames on their own (bridge-host/cdp/websocket-frames.mjs): what a client
// may send (RFC 6455 §5), put back together or refused with the close code the RFC names.
import { describe, expect, it } from 'vitest';
import {
  CLOSE,
  closePayload,
  createFrameParser,
  encodeFrame,
  isValidCloseCode,
} from '../../bridge-host/cdp/websocket-frames.mjs';
import { OP, clientFrame } from './support/raw-websocket';

type Seen =
  | { text: string }
  | { ping: string }
  | { pong: string }
  | { close: number | undefined; reason: string }
  | { fail: number };

function parse(chunks: Buffer[], maxMessageBytes = 1024 * 1024): Seen[] {
  const seen: Seen[] = [];
  const read = createFrameParser(
    {
      onText: (text) => seen.push({ text }),
      onPing: (payload) => seen.push({ ping: payload.toString() }),
      onPong: (payload) => seen.push({ pong: payload.toString() }),
      onClose: (close, reason) => seen.push({ close, reason }),
      onFail: (code) => seen.push({ fail: code }),
    },
    { maxMessageBytes },
  );
  for (const chunk of chunks) read(chunk);
  return seen;
}

const text = (value: string, options?: Parameters<typeof clientFrame>[2]) =>
  clientFrame(OP.text, Buffer.from(value), options);

describe('a client frame', () => {
  it('is unmasked, whatever its length form (7-bit, 16-bit, 64-bit)', () => {
    for (const length of [0, 1, 125, 126, 65535, 65536, 70000]) {
      const value = 'é'.repeat(Math.floor(length / 2)) + 'x'.repeat(length % 2);
      expect(parse([text(value)])).toEqual([{ text: value }]);
    }
  });

  it('is read whatever the chunks it arrives in, one byte at a time too', () => {
    const stream = Buffer.concat([text('{"id":1}'), clientFrame(OP.ping, Buffer.from('hi')), text('{"id":2}')]);
    const expected = [{ text: '{"id":1}' }, { ping: 'hi' }, { text: '{"id":2}' }];
    expect(parse([...stream].map((byte) => Buffer.from([byte])))).toEqual(expected);
    expect(parse([stream])).toEqual(expected);
  });

  it('joins a fragmented message, a control frame between its fragments, a character split across them', () => {
    const euro = Buffer.from('€', 'utf8');
    const frames = [
      clientFrame(OP.text, Buffer.concat([Buffer.from('a'), euro.subarray(0, 1)]), { fin: false }),
      clientFrame(OP.ping, Buffer.from('p')),
      clientFrame(OP.continuation, euro.subarray(1), { fin: false }),
      clientFrame(OP.continuation, Buffer.from('b')),
    ];
    expect(parse(frames)).toEqual([{ ping: 'p' }, { text: 'a€b' }]);
  });

  it('with a close frame: its code and reason, or none', () => {
    expect(parse([clientFrame(OP.close, closePayload(4000, 'bye'))])).toEqual([{ close: 4000, reason: 'bye' }]);
    expect(parse([clientFrame(OP.close, Buffer.alloc(0))])).toEqual([{ close: undefined, reason: '' }]);
  });

  it.each([
    ['an unmasked frame', () => [text('x', { masked: false })], CLOSE.protocolError],
    ['reserved bits set', () => [text('x', { rsv: 4 })], CLOSE.protocolError],
    ['an unknown opcode', () => [clientFrame(3, Buffer.from('x'))], CLOSE.protocolError],
    [
      'a continuation with nothing to continue',
      () => [clientFrame(OP.continuation, Buffer.from('x'))],
      CLOSE.protocolError,
    ],
    ['a new message before the last ended', () => [text('a', { fin: false }), text('b')], CLOSE.protocolError],
    ['a fragmented control frame', () => [clientFrame(OP.ping, Buffer.from('x'), { fin: false })], CLOSE.protocolError],
    ['a control frame over 125 bytes', () => [clientFrame(OP.ping, Buffer.alloc(126))], CLOSE.protocolError],
    ['a close frame of one byte', () => [clientFrame(OP.close, Buffer.from([3]))], CLOSE.protocolError],
    ['a close code never sent on the wire', () => [clientFrame(OP.close, closePayload(1005, ''))], CLOSE.protocolError],
    ['a binary message', () => [clientFrame(OP.binary, Buffer.from('x'))], CLOSE.unsupportedData],
    ['text that is not UTF-8', () => [clientFrame(OP.text, Buffer.from([0xc3, 0x28]))], CLOSE.invalidPayload],
    [
      'a close reason that is not UTF-8',
      () => [clientFrame(OP.close, Buffer.from([0x03, 0xe8, 0xff]))],
      CLOSE.invalidPayload,
    ],
  ])('is refused when it is %s', (_, frames, code) => {
    expect(parse(frames())).toEqual([{ fail: code }]);
  });

  it('is refused over the size limit as soon as its header says so, fragments counted together', () => {
    // Only the header of a 2 GB frame: refused before any payload is buffered.
    const header = Buffer.from([0x81, 0xff, 0, 0, 0, 0, 0x80, 0, 0, 0, 1, 2, 3, 4]);
    expect(parse([header], 1000)).toEqual([{ fail: CLOSE.tooBig }]);
    expect(
      parse([text('a'.repeat(600), { fin: false }), clientFrame(OP.continuation, Buffer.alloc(600, 97))], 1000),
    ).toEqual([{ fail: CLOSE.tooBig }]);
    expect(parse([text('a'.repeat(1000))], 1000)).toEqual([{ text: 'a'.repeat(1000) }]);
  });

  it('with a 64-bit length whose top bit is set is refused', () => {
    const header = Buffer.from([0x81, 0xff, 0x80, 0, 0, 0, 0, 0, 0, 1, 1, 2, 3, 4]);
    expect(parse([header])).toEqual([{ fail: CLOSE.protocolError }]);
  });

  it('is not read after a refusal or a close', () => {
    expect(parse([clientFrame(OP.close, Buffer.alloc(0)), text('after')])).toEqual([{ close: undefined, reason: '' }]);
    expect(parse([text('x', { masked: false }), text('after')])).toEqual([{ fail: CLOSE.protocolError }]);
  });
});

describe('a server frame', () => {
  it('is unmasked with FIN set, its length in the shortest form', () => {
    const sizes = [
      [125, 2],
      [126, 4],
      [65535, 4],
      [65536, 10],
    ] as const;
    for (const [length, header] of sizes) {
      const frame = encodeFrame(OP.text, Buffer.alloc(length, 120));
      expect(frame[0]).toBe(0x81);
      expect(frame[1]! & 0x80).toBe(0);
      expect(frame.length - length).toBe(header);
    }
  });

  it('closes with a code and a reason cut to 123 bytes without splitting a character', () => {
    const payload = closePayload(1001, 'é'.repeat(100));
    expect(payload.readUInt16BE(0)).toBe(1001);
    expect(payload.length).toBeLessThanOrEqual(125);
    expect(payload.subarray(2).toString('utf8')).toBe('é'.repeat(61));
  });

  it('carries only the close codes the RFC lets an endpoint send', () => {
    expect([1000, 1001, 1008, 1011, 3000, 4999].every(isValidCloseCode)).toBe(true);
    expect([999, 1004, 1005, 1006, 1015, 1016, 2999, 5000].some(isValidCloseCode)).toBe(false);
  });
});
