package io.fogisles.kernel.data;

/**
 * Bad input in a data file: says which file, where (JSON path, and line:column when known), what is
 * wrong and, where possible, what to do. {@link #getMessage()} reads
 * {@code file:line:col: $.path: problem}.
 */
public final class DataException extends RuntimeException {
    private final String file;
    private final String path;
    private final int line;
    private final int column;
    private final String problem;

    public DataException(String file, String path, int line, int column, String problem) {
        super(format(file, path, line, column, problem));
        this.file = file;
        this.path = path;
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    public DataException(String file, String path, String problem) {
        this(file, path, 0, 0, problem);
    }

    private static String format(String file, String path, int line, int column, String problem) {
        StringBuilder b = new StringBuilder(file == null ? "<input>" : file);
        if (line > 0) b.append(':').append(line).append(':').append(column);
        b.append(": ");
        if (path != null && !path.isEmpty()) b.append(path).append(": ");
        return b.append(problem).toString();
    }

    public String file() {
        return file;
    }

    public String path() {
        return path;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    public String problem() {
        return problem;
    }
}
