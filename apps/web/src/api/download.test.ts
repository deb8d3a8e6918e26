import { describe, expect, it, vi } from 'vitest';
import { fileNameOf, saveFile } from './download.ts';

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="climate-policies-basic-2026-11-25.xlsx"', 'climate-policies-basic-2026-11-25.xlsx'],
    ['attachment; filename=sources.opml', 'sources.opml'],
    ['attachment;filename="a \\"quoted\\" name.csv"', 'a _quoted_ name.csv'],
    ['attachment; filename="plain.csv"; filename*=UTF-8\'\'R%C3%A9sum%C3%A9%20%E2%82%AC.csv', 'Résumé €.csv'],
    ["attachment; filename*=utf-8'en'caf%C3%A9.ics", 'café.ics'],
    ["attachment; filename*=ISO-8859-1''caf%E9.csv", 'café.csv'],
    ['ATTACHMENT; FILENAME="Upper.CSV"', 'Upper.CSV'],
  ])('%s → %s', (header, name) => {
    expect(fileNameOf(header, 'fallback.bin')).toBe(name);
  });

  it('keeps a name from choosing a folder', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'f')).toBe('.._.._etc_passwd');
    expect(fileNameOf('attachment; filename="C:\\\\temp\\\\x.csv"', 'f')).toBe('C_temp_x.csv');
  });

  it('falls back when the header names no usable file', () => {
    expect(fileNameOf(null, 'fallback.csv')).toBe('fallback.csv');
    expect(fileNameOf('', 'fallback.csv')).toBe('fallback.csv');
    expect(fileNameOf('inline', 'fallback.csv')).toBe('fallback.csv');
    expect(fileNameOf('attachment; filename=""', 'fallback.csv')).toBe('fallback.csv');
    expect(fileNameOf('attachment; filename=".."', 'fallback.csv')).toBe('fallback.csv');
    // A broken extended name gives way to the plain one.
    expect(fileNameOf('attachment; filename*=UTF-8\'\'%E0%A4%A; filename="ok.csv"', 'f')).toBe('ok.csv');
  });
});

describe('saveFile', () => {
  it('clicks a temporary download link on an object URL, then removes it', () => {
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    const body = { children: [] as unknown[], append: (node: unknown) => body.children.push(node) };
    const link = {
      href: '',
      download: '',
      rel: '',
      style: {} as Record<string, string>,
      click: () => clicked.push({ href: link.href, download: link.download, attached: body.children.includes(link) }),
      remove: () => body.children.splice(body.children.indexOf(link), 1),
    };
    const doc = { createElement: () => link, body } as unknown as Document;
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.useFakeTimers();
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    try {
      saveFile(new Blob(['x']), 'f.csv', doc);
      expect(clicked).toEqual([{ href: 'blob:test/1', download: 'f.csv', attached: true }]);
      expect(body.children).toEqual([]);
      vi.runAllTimers();
      expect(revoke).toHaveBeenCalledWith('blob:test/1');
    } finally {
      vi.useRealTimers();
      create.mockRestore();
      revoke.mockRestore();
    }
  });
});
