import styles from './form-parts.module.css';

/** Above a form whose save was refused: that fields need attention, and the errors no field shows. */
export function ErrorSummary({ title, messages }: { title: string; messages: readonly string[] }) {
  return (
    <div className={styles.summary} role="alert">
      <p>{title}</p>
      {messages.length > 0 ? (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
