/** The look of the crash screen's error message and stack. */
export const PRE_STYLE = {
  margin: 0,
  maxHeight: 240,
  overflow: 'auto',
  whiteSpace: 'pre-wrap' as const,
  wordBreak: 'break-all' as const,
  fontSize: 12,
  color: '#595959',
  background: '#fafafa',
  padding: 12,
  borderRadius: 6,
};
