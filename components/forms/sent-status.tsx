import { spriteIcon } from "@/components/icons/sprite-icon";

const CircleCheck = spriteIcon("circle-check");

/** A form's own success line, announced once the message has arrived; empty until then. */
export function SentStatus({ sent, message }: { sent: boolean; message: string }) {
  return (
    <p role="status" className="empty:hidden">
      {sent ? (
        <span className="flex gap-2.5 rounded-xl border border-impact/40 bg-impact/10 p-4 text-sm">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-impact" />
          {message}
        </span>
      ) : null}
    </p>
  );
}
