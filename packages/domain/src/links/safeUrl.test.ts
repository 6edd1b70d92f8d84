import { describe, expect, it } from 'vitest';
import { isOtherHost, safeUrl } from './safeUrl';

const policy = {
  origin: 'https://portal.decola.dev',
  contentHosts: ['cdn.decola.dev', '.arquivos.example.com', ' '],
};

describe('safeUrl: addresses from the server become links, frames or media only where they belong', () => {
  it("keeps the portal's own addresses, relative ones read against its origin", () => {
    expect(safeUrl('/student/demo/files/nr-18.pdf', policy)).toBe(
      'https://portal.decola.dev/student/demo/files/nr-18.pdf',
    );
    expect(safeUrl('https://portal.decola.dev/api/decola/receipt/3.pdf', policy)).toBe(
      'https://portal.decola.dev/api/decola/receipt/3.pdf',
    );
  });

  it('keeps a listed content host, and the hosts under a listed domain', () => {
    expect(safeUrl('https://cdn.decola.dev/v/1.mp4', policy)).toBe(
      'https://cdn.decola.dev/v/1.mp4',
    );
    expect(safeUrl('http://s3.arquivos.example.com/a.zip', policy)).toBe(
      'http://s3.arquivos.example.com/a.zip',
    );
    expect(safeUrl('https://arquivos.example.com/a.zip', policy)).toBe(
      'https://arquivos.example.com/a.zip',
    );
  });

  it('refuses other sites, look-alike hosts and hosts below a single listed one', () => {
    for (const address of [
      'https://evil.example/a.pdf',
      'https://cdn.decola.dev.evil.example/a.pdf',
      'https://x.cdn.decola.dev/a.pdf',
      'https://notarquivos.example.com/a.zip',
      '//evil.example/a.pdf',
    ])
      expect(safeUrl(address, policy), address).toBeNull();
  });

  it('refuses every scheme but http(s), credentials in the address, and what is not an address', () => {
    for (const address of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://portal.decola.dev/1',
      'file:///etc/passwd',
      'https://user:secret@portal.decola.dev/a',
      'http://[::1',
      '',
      '   ',
      null,
      42,
    ])
      expect(safeUrl(address, policy), String(address)).toBeNull();
  });

  it('without a list, only the portal itself', () => {
    expect(safeUrl('https://cdn.decola.dev/v.mp4', { origin: policy.origin })).toBeNull();
  });

  it('tells a download from another host, which opens without a referrer', () => {
    expect(isOtherHost('/student/a.pdf', policy.origin)).toBe(false);
    expect(isOtherHost('https://cdn.decola.dev/a.pdf', policy.origin)).toBe(true);
    expect(isOtherHost('http://[::1', policy.origin)).toBe(true);
  });
});
