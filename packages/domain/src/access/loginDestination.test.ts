import { describe, expect, it } from 'vitest';
import { homeWithRedirect, loginDestination } from './loginDestination';

describe('loginDestination', () => {
  it('sends an imported user who never changed the password to create new credentials', () => {
    expect(loginDestination({ isImported: true, passwordModifiedAt: null }, '/student/shop')).toBe(
      '/student/home?firstLogin=create-new-credentials',
    );
    expect(loginDestination({ isImported: true, needAcceptNewTerm: true }, null)).toBe(
      '/student/home?firstLogin=create-new-credentials',
    );
  });

  it('does not ask an imported user who changed the password for new credentials', () => {
    expect(
      loginDestination({ isImported: true, passwordModifiedAt: '2024-01-10T10:00:00' }, null),
    ).toBe('/student/dashboard');
  });

  it('asks for new terms first, keeping a safe redirect', () => {
    expect(loginDestination({ needAcceptNewTerm: true }, '/student/course/7?x=1')).toBe(
      '/student/home?acceptTerm=true&redirect=%2Fstudent%2Fcourse%2F7%3Fx%3D1',
    );
    expect(loginDestination({ needAcceptNewTerm: true }, undefined)).toBe(
      '/student/home?acceptTerm=true',
    );
    expect(loginDestination({ needAcceptNewTerm: true }, 'https://evil.example.com')).toBe(
      '/student/home?acceptTerm=true',
    );
  });

  it('otherwise follows the redirect when safe, or goes to the dashboard', () => {
    expect(loginDestination({}, '/student/shop/page/2')).toBe('/student/shop/page/2');
    expect(loginDestination({ isImported: false }, '//evil.example.com')).toBe(
      '/student/dashboard',
    );
    expect(loginDestination({}, null)).toBe('/student/dashboard');
  });
});

describe('homeWithRedirect', () => {
  it('keeps the full path in the redirect query', () => {
    expect(homeWithRedirect('/student/course/3?tab=notas')).toBe(
      '/student/home?redirect=%2Fstudent%2Fcourse%2F3%3Ftab%3Dnotas',
    );
  });
});
