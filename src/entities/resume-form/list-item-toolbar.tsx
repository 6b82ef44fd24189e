import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';

interface ListItemToolbarProps {
  /** e.g. "教育经历 2", read out by the buttons' labels. */
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** Move up / move down / remove (confirmed first) for one item of a repeated resume section. */
export function ListItemToolbar({ label, index, count, onMove, onRemove }: ListItemToolbarProps) {
  return (
    <Space size={4}>
      <Button
        type="text"
        size="small"
        icon={<ArrowUpOutlined />}
        disabled={index === 0}
        aria-label={`上移${label}`}
        onClick={() => onMove(index, index - 1)}
      >
        上移
      </Button>
      <Button
        type="text"
        size="small"
        icon={<ArrowDownOutlined />}
        disabled={index === count - 1}
        aria-label={`下移${label}`}
        onClick={() => onMove(index, index + 1)}
      >
        下移
      </Button>
      <Popconfirm title={`确定删除这条${label.replace(/\s*\d+$/, '')}吗？`} okText="删除" cancelText="取消" onConfirm={onRemove}>
        <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={`删除${label}`}>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
