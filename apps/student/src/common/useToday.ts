import { useState } from 'react';

/** Read once per visit, so a card's 'Novo' does not change under the user. */
export const useToday = (): Date => useState(() => new Date())[0];
