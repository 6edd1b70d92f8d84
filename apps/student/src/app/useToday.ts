import { useState } from 'react';

/** Today for the cards' 'Novo' flags: read once per visit, so a card does not change under the user. */
export const useToday = (): Date => useState(() => new Date())[0];
