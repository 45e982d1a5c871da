import './plain.css';

/** antd's large Spin (four dots turning); the region around it says what is loading. */
export function PlainSpinner() {
  return (
    <span className="plain-spin" aria-hidden>
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}
