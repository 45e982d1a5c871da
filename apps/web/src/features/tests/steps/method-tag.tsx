import { methodColour } from '../../../components/http/method-colours';

/** A request's method, upper-case, in its colour, as the design tree draws it. */
export function MethodTag({ method }: { method: string }) {
  return (
    <span
      data-method={method.toLowerCase()}
      style={{
        color: methodColour(method),
        fontWeight: 600,
        fontSize: 11,
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
        flex: 'none',
      }}
    >
      {method.toUpperCase()}
    </span>
  );
}
