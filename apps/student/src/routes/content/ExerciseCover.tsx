import type { components } from '@decola/api-client';
import { errorMessage } from '@decola/api-client';
import { InternalError } from '@decola/domain';
import { QuestionnaireCover, SectionError, Spinner } from '@decola/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { routerPath } from '../../common/paths';
import { exerciseQuery, questionnaireMutation } from '../../api/questionnaires';
import { useErrorToast } from '../../shell/useErrorToast';
import type { ContentProvider } from '../../viewer/provider';

// Not in the spec: what the viewer says when the exercise's cover does not load.
const COVER_ERROR = 'Não foi possível carregar o exercício.';

/**
 * An exercise content opens on its cover (the exercise set's cover call); 'Começar'
 * generates a questionnaire by the content's call, and one in progress is resumed instead.
 */
export function ExerciseCover({
  provider,
  content,
}: {
  provider: ContentProvider;
  content: components['schemas']['CourseContent'];
}) {
  const navigate = useNavigate();
  const showError = useErrorToast();
  const { exercise } = content;
  const cover = useQuery({
    ...exerciseQuery.cover(exercise?.exerciseId ?? 0),
    enabled: exercise != null,
  });
  const generate = useMutation(questionnaireMutation.generateQuestionnaire());
  if (!exercise) throw new InternalError('NO_EXERCISE');
  const running = exercise.status.doing ? exercise.status.questionnaire : null;

  const start = async () => {
    try {
      const questionnaire = await generate.mutateAsync({
        owner: provider.owner,
        contentId: content.id,
      });
      await navigate(routerPath(provider.questionnaireHref(content.id, questionnaire.id)));
    } catch (error) {
      showError(error);
    }
  };

  if (cover.isError)
    return (
      <SectionError
        text={COVER_ERROR}
        message={errorMessage(cover.error)}
        onRetry={() => void cover.refetch()}
      />
    );
  if (!cover.data) return <Spinner />;
  return (
    <QuestionnaireCover
      title={cover.data.title}
      description={cover.data.description}
      numberOfQuestions={cover.data.numberOfQuestions}
      maximumTime={cover.data.maximumTime}
      minCorrectAnswers={cover.data.minCorrectAnswers}
      userAttempts={cover.data.userAttempts}
      attemptLimit={cover.data.attemptLimit ?? null}
      onStart={() => void start()}
      starting={generate.isPending}
      onResume={
        running && !running.finishedAt
          ? () => void navigate(routerPath(provider.questionnaireHref(content.id, running.id)))
          : null
      }
    />
  );
}
