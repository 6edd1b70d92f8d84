import { validateSuggestion } from '@decola/domain';
import { database, nextId, now } from '../../db/store';
import { http } from '../../http';
import { invalid } from '../../respond';
import { currentUser } from '../../session';
import { bodyOf } from './users';

const text = (value: unknown): string => (value == null ? '' : String(value));

/** The configuration, the suggestion form and both FAQs. */
export const configurationHandlers = [
  // Answered whole, not in `data`; the demo controls switch its two modes.
  http.get('/api/decola/configuration', ({ response }) =>
    response(200).json(structuredClone(database().configuration)),
  ),

  // The empty-field messages come from the server, so it checks both fields.
  http.post('/api/decola/suggestion', async ({ cookies, request, response }) => {
    const body = await bodyOf(request);
    const suggestion = { title: text(body.title), description: text(body.description) };
    const problems = validateSuggestion(suggestion);
    if (problems.length > 0) return invalid(problems);
    database().suggestions.push({
      id: nextId(),
      userId: currentUser(cookies).id,
      title: suggestion.title.trim(),
      description: suggestion.description.trim(),
      createdAt: now().toISOString(),
    });
    return response(200).json({ data: { success: true } });
  }),

  http.get('/api/decola/faq/list', ({ response }) =>
    response(200).json({ data: structuredClone(database().faq) }),
  ),

  http.get('/api/list/faq', ({ response }) =>
    response(200).json({ data: structuredClone(database().landingFaq) }),
  ),
];
