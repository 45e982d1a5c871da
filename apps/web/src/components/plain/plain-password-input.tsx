import { useState, type InputHTMLAttributes } from 'react';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { PlainIcon } from './plain-icon';
import './plain.css';

const TEXT = 'text';
const PASSWORD = 'password';

/**
 * A password input with the eye that shows what was typed, as antd's Input.Password: the eye
 * is a pointer aid (not in the tab order), the field itself stays a password field for
 * keyboards and password managers.
 */
export function PlainPasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [isVisible, setVisible] = useState(false);
  return (
    <span className="plain-affix">
      <input {...props} type={isVisible ? TEXT : PASSWORD} />
      <span
        className="plain-affix-suffix"
        // Keeps the focus in the input while the eye is clicked.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setVisible((visible) => !visible)}
      >
        <PlainIcon icon={isVisible ? EyeOutlined : EyeInvisibleOutlined} />
      </span>
    </span>
  );
}
