import { validateLogin } from '@decola/domain';
import { http } from '../../http';
import { invalid, sessionExpired } from '../../respond';
import { closeSession, currentUser, openSession, sessionUser } from '../../session';
import { recordAccess } from './statistics';
import { bodyOf, findUserByLogin, isAdminUser, isManagerUser } from './users';

export const INVALID_CREDENTIALS = {
  code: 'INVALID_CREDENTIALS',
  message: 'CPF/e-mail ou senha incorretos.',
} as const;

/** Login, logout, the role checks and the terms acceptance. */
export const sessionHandlers = [
  http.post('/api/login', async ({ request, response }) => {
    const { login = '', password = '' } = await bodyOf(request);
    const problems = validateLogin({ login: String(login), password: String(password) });
    if (problems.length > 0) return invalid(problems);
    const user = findUserByLogin(String(login));
    // Passwords are trimmed before they are judged, as the forms send them.
    if (!user || user.password !== String(password).trim()) {
      return response(401).json(INVALID_CREDENTIALS);
    }
    recordAccess(user.id);
    return response(200).json(
      { success: true },
      { headers: { 'Set-Cookie': openSession(user.id) } },
    );
  }),

  http.post('/api/decola/logout', ({ cookies, response }) =>
    response(200).json(
      { data: { success: true } },
      { headers: { 'Set-Cookie': closeSession(cookies) } },
    ),
  ),

  http.get('/api/decola/user/isAdmin', ({ cookies, response }) =>
    response(200).json({ data: { isAdmin: isAdminUser(currentUser(cookies)) } }),
  ),

  http.get('/api/decola/user/isManager', ({ cookies, response }) =>
    response(200).json({ data: { isManager: isManagerUser(currentUser(cookies)) } }),
  ),

  // Public in the contract, but without a session there is nobody whose acceptance to record.
  http.post('/api/user/accept/term', ({ cookies, response }) => {
    const user = sessionUser(cookies);
    if (!user) return sessionExpired();
    user.needAcceptNewTerm = false;
    return response(200).json({ data: { success: true } });
  }),
];
