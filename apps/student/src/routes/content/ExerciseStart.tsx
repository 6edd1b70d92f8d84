import type { components } from '@decola/api-client';
import { InternalError } from '@decola/domain';
import { Button } from '@decola/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { questionnaireMutation } from '../../api/questionnaires';
import { useErrorToast } from '../../shell/useErrorToast';
import type { ContentProvider } from '../../viewer/provider';

// Not in the spec: the questionnaire's cover is the questionnaires issue's; until then, a start.
const START = 'Iniciar exercício';

/** spec 2 §4 content flow: an exercise generates its questionnaire, answered page by page. */
export function ExerciseStart({
  provider,
  content,
}: {
  provider: ContentProvider;
  content: components['schemas']['CourseContent'];
}) {
  const navigate = useNavigate();
  const showError = useErrorToast();
  const generate = useMutation(questionnaireMutation.generateQuestionnaire());
  if (!content.exercise) throw new InternalError('NO_EXERCISE');
  const start = async () => {
    try {
      const questionnaire = await generate.mutateAsync({
        owner: provider.owner,
        contentId: content.id,
      });
      await navigate(provider.questionnaireHref(content.id, questionnaire.id));
    } catch (error) {
      showError(error);
    }
  };
  return (
    <section
      aria-labelledby="exercise-title"
      className="flex flex-col items-start gap-3 rounded-card bg-surface p-6 shadow-sm"
    >
      <h2 id="exercise-title" className="text-xl font-bold text-ink">
        {content.title}
      </h2>
      <Button loading={generate.isPending} onClick={() => void start()}>
        {START}
      </Button>
    </section>
  );
}
