import { PAGE_SIZES } from '@decola/domain';
import { database } from '../../db/store';
import { http } from '../../http';
import { notFound } from '../../respond';
import { currentUser } from '../../session';
import { chunkFrom, invalidId, pathId } from './params';
import { learnerOf } from './state';
import { pillView } from './views';

const findPill = (id: number) => database().pills.find((pill) => pill.id === id && pill.isActive);

/** Pills of 'Fique por dentro' and the pill viewer. */
export const pillHandlers = [
  // 11 a request, from index 0 and then from the number already loaded.
  http.get('/api/decola/pills', ({ cookies, query, response }) => {
    const user = currentUser(cookies);
    const pills = database().pills.filter((pill) => pill.isActive);
    const chunk = chunkFrom(pills, query.get('index'), query.get('limit'), PAGE_SIZES.pills);
    return response(200).json({
      data: { pills: chunk.items.map((pill) => pillView(pill, user.id)), has_more: chunk.hasMore },
    });
  }),

  http.get('/api/decola/pills/{id}', ({ cookies, params, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    const pill = findPill(id);
    if (!pill) return notFound('Pílula não encontrada.');
    return response(200).json({ data: pillView(pill, currentUser(cookies).id) });
  }),

  // Marked watched once, when its video starts; marking again changes nothing.
  http.post('/api/decola/pills/{id}/watch', ({ cookies, params, response }) => {
    const id = pathId(params.id);
    if (id === null) return invalidId();
    const pill = findPill(id);
    if (!pill) return notFound('Pílula não encontrada.');
    const user = currentUser(cookies);
    const learner = learnerOf(user.id);
    if (!learner.watchedPillIds.includes(id)) learner.watchedPillIds.push(id);
    return response(200).json({ data: pillView(pill, user.id) });
  }),
];
