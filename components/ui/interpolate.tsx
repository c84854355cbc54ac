import * as React from "react";

/**
 * A translated sentence with elements inside it: each `{name}` in `text` becomes `parts[name]`
 * (a link, a strong word), so translators keep the whole sentence and its word order. A
 * placeholder without a part stays as written.
 */
export function Interpolate({
  text,
  parts,
}: {
  text: string;
  parts: Record<string, React.ReactNode>;
}) {
  return text.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    // The pieces of one sentence never move, so their position is a stable key.
    return (
      <React.Fragment key={index}>{name && name in parts ? parts[name] : piece}</React.Fragment>
    );
  });
}
