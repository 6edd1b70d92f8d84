import { Spinner } from '../../primitives/Spinner';

/** While YouTube's script is on its way: the poster under a spinner, inside the video's frame. */
export function VideoLoading({ posterURL }: { posterURL?: string | null }) {
  return (
    <>
      {posterURL && (
        <img src={posterURL} alt="" className="absolute inset-0 size-full object-cover" />
      )}
      <div className="absolute inset-0 flex items-center justify-center">
        <Spinner
          size="lg"
          label="Carregando vídeo…"
          className="rounded-pill bg-ink/80 p-3 text-surface"
        />
      </div>
    </>
  );
}
