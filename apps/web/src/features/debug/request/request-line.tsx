import { Flex, Tag, Typography } from 'antd';
import { methodColour } from '../../../components/http/method-colours';

const CENTER = 'center';

/** The method and the full URL of a request, the URL copyable. */
export function RequestLine({ method, url }: { method: string; url: string }) {
  return (
    <Flex gap={8} align={CENTER} style={{ minWidth: 0 }}>
      <Tag color={methodColour(method)}>{method}</Tag>
      <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
        {url}
      </Typography.Text>
    </Flex>
  );
}
