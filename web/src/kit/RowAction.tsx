import Button, { type ButtonProps } from 'antd/es/button';

/** A row's action in a table cell or a list line: a small link-styled button, flush with the text around it. */
export default function RowAction({ style, ...props }: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button type="link" size="small" style={{ padding: 0, ...style }} {...props} />;
}
