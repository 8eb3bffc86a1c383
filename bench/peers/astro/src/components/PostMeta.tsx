// A post's date, category and tags, as a React component (rendered at build time only).
interface Props {
  date: Date;
  category: string;
  tags: string[];
}

export default function PostMeta({ date, category, tags }: Props) {
  const day = date.toISOString().slice(0, 10);
  return (
    <p className="meta">
      <time dateTime={day}>{day}</time> · {category} · {tags.join(', ')}
    </p>
  );
}
