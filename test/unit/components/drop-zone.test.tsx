// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { refuseFile } from '@/components/drop-zone/check-file';
import { DropZone } from '@/components/drop-zone/DropZone';
import { PARSE_MAX_FILE_BYTES } from '@/lib/api/parse-file-rules';
import { REMOTE_ONLY_TYPES } from '@/lib/engines/local/parse/file-types';
import { t } from '@/lib/i18n/t';
import { mount, useRealMessages } from '../forms/support';

beforeEach(() => {
  useRealMessages();
  document.body.replaceChildren();
});

describe('files refused before upload', () => {
  it('refuses types parse does not take, and files without an extension', () => {
    expect(refuseFile({ name: 'photo.png', size: 10 })).toMatch(/\.png cannot be parsed/);
    expect(refuseFile({ name: 'README', size: 10 })).toMatch(/no extension/);
  });

  it('refuses files over 50 MB, saying both sizes', () => {
    expect(refuseFile({ name: 'big.pdf', size: 51 * 1024 * 1024 })).toBe(
      'This file is 51 MB; files up to 50 MB can be parsed.',
    );
    expect(refuseFile({ name: 'limit.pdf', size: PARSE_MAX_FILE_BYTES })).toBeUndefined();
  });

  it('lists what can be parsed, with RTF and the other old types where they go: the remote engine', () => {
    const refusal = refuseFile({ name: 'photo.png', size: 10 }) ?? '';
    const [supported, older] = refusal.split('(');
    expect(supported).not.toMatch(/RTF/i);
    expect(older).toBe('older .doc, .xls, .xlsb, .ppt and .rtf files: with the remote engine).');
    expect(t('drop_hint')).toMatch(/\.rtf with the remote engine/);
    // The drop zone takes them, for the remote engine; the local one says so when handed one.
    expect(refuseFile({ name: 'letter.rtf', size: 10 })).toBeUndefined();
    for (const type of Object.keys(REMOTE_ONLY_TYPES)) expect(older).toContain(`.${type}`);
  });

  it('accepts every listed type whatever the case', () => {
    expect(refuseFile({ name: 'Report.DOCX', size: 1 })).toBeUndefined();
    expect(refuseFile({ name: 'page.html', size: 1 })).toBeUndefined();
  });
});

describe('DropZone', () => {
  const pick = (input: HTMLInputElement, file: File) => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    act(() => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };

  it('says why a file is refused next to the zone, and never hands it on', () => {
    const onFile = vi.fn();
    const root = mount(<DropZone onFile={onFile} />);
    const input = root.querySelector('input[type=file]') as HTMLInputElement;
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: 51 * 1024 * 1024 });
    pick(input, big);
    expect(onFile).not.toHaveBeenCalled();
    const alert = root.querySelector('[role=alert]');
    expect(alert?.textContent).toMatch(/51 MB/);
    expect(input.getAttribute('aria-describedby')).toContain(alert?.id);
  });

  it('hands on an acceptable file and clears an earlier refusal', () => {
    const onFile = vi.fn();
    const root = mount(<DropZone onFile={onFile} />);
    const input = root.querySelector('input[type=file]') as HTMLInputElement;
    pick(input, new File(['a'], 'notes.exe'));
    const ok = new File(['a,b'], 'table.csv');
    pick(input, ok);
    expect(onFile).toHaveBeenCalledWith(ok);
    expect(root.querySelector('[role=alert]')?.textContent).toBe('');
  });

  it('takes a dropped file through the same check', () => {
    const onFile = vi.fn();
    const root = mount(<DropZone onFile={onFile} />);
    const zone = root.querySelector('.drop-zone')!;
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(drop, 'dataTransfer', { value: { files: [new File(['<p>'], 'page.html')] } });
    act(() => {
      zone.dispatchEvent(drop);
    });
    expect(onFile).toHaveBeenCalledOnce();
  });

  it('does nothing while disabled', () => {
    const onFile = vi.fn();
    const root = mount(<DropZone onFile={onFile} disabled />);
    pick(root.querySelector('input[type=file]') as HTMLInputElement, new File(['a'], 'a.pdf'));
    expect(onFile).not.toHaveBeenCalled();
  });
});
