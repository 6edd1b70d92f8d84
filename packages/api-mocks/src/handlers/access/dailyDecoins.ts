import { database, now } from '../../db/store';
import { http } from '../../http';
import { currentUser } from '../../session';

/** The shell's daily-coins-limit modal (never shown again once accepted). */
export const dailyDecoinsHandlers = [
  http.get('/api/decola/decoinsMaxDaily', ({ cookies, response }) => {
    const db = database();
    const user = currentUser(cookies);
    return response(200).json({
      data: {
        isDecoinLimitExceed: db.demo.dailyDecoinLimitExceeded,
        acceptDailyDecoinLimitMessage: user.id in db.dailyDecoinLimitAcceptedAt,
      },
    });
  }),

  http.post('/api/decola/decoins/accept', ({ cookies, response }) => {
    const accepted = database().dailyDecoinLimitAcceptedAt;
    const user = currentUser(cookies);
    accepted[user.id] ??= now().toISOString();
    return response(200).json({ data: { success: true } });
  }),
];
