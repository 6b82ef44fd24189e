import { Col, Form, type ColProps, type FormItemProps } from 'antd';

interface FieldColProps extends FormItemProps {
  /** Width in the 24-column grid of the surrounding antd `Row`. */
  span?: ColProps['span'];
  /** Flex width instead of a span, e.g. 'auto' or '200px'. */
  flex?: ColProps['flex'];
}

/**
 * A form field in a grid column. Its rules stop at the first failure (`validateFirst`), so one message
 * shows at a time: "请输入…" before a format or length message.
 */
export function FieldCol({ span, flex, ...item }: FieldColProps) {
  return (
    <Col span={span} flex={flex}>
      <Form.Item validateFirst {...item} />
    </Col>
  );
}
