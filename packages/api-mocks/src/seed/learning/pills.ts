import type { SeedToday } from '../today';
import type { PillRecord } from '../../db/learning';
import { demoImage } from '../images';
import { videoCode } from './codes';
import { videoLinkUrl } from './demoFiles';
import { daysFrom } from './dates';

/** Short videos of 'Fique por dentro': [title, linked course or null, public]. */
const PILLS: [title: string, idCourse: number | null, isPublic: boolean][] = [
  ['3 dicas para um DDS que prende a atenção', 42, true],
  ['Como ler o cronograma da obra em 1 minuto', 20, true],
  ['Cinturão paraquedista: a inspeção antes de subir', 4, true],
  ['O EPI certo para cada tarefa', 16, true],
  ['SOMASE em 60 segundos', 55, true],
  ['Resíduos: a caçamba certa para cada material', 21, true],
  ['Você sabe acionar o SAMU? Veja o passo a passo', 3, true],
  ['Feedback em três frases', 12, true],
  ['Bloqueio e etiquetagem sem mistério', 14, true],
  ['Por que a cura do concreto importa', 9, true],
  ['Postura certa para levantar um saco de cimento', 7, true],
  ['Novidade: diário de obra digital em todas as obras', 61, false],
  ['Phishing: o e-mail que parecia do RH', null, true],
  ['Canal de Ética: como fazer um relato anônimo', null, true],
  ['Como funciona a assistência técnica pós-obra', null, false],
  ['Drones no acompanhamento da terraplenagem', null, true],
];

/** Pills 1–16, newest first in the carousel (the lower the id, the newer). */
export function seedPills(today: SeedToday): PillRecord[] {
  return PILLS.map(([title, idCourse, isPublic], index) => {
    const id = index + 1;
    const code = videoCode(`pill-${id}`);
    return {
      id,
      title,
      isPublic,
      isActive: true,
      imageURL: demoImage('pill', id),
      lastChange: daysFrom(today, -id * 3, 16),
      activationDate: daysFrom(today, -id * 3),
      inactivationDate: null,
      url: videoLinkUrl(code),
      youtube: code,
      idCourse,
    };
  });
}
