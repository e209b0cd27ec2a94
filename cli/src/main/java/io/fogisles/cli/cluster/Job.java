package io.fogisles.cli.cluster;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.List;
import java.util.UUID;

/**
 * One run of a command on a cluster, as every worker receives it: who asked (the coordinator's client id: a
 * worker stops the job's games when it leaves), the house rules' files, and the work itself.
 */
record Job(UUID coordinator, List<RuleFiles> rules, Work work) implements Serializable {
    private static final long serialVersionUID = 1L;

    /**
     * What travels in each task: the job's id, the build it must be played with, and the job as bytes. A worker
     * reads the build first and unpacks the job only when it matches: another build may not even be able to
     * read the job's classes, and it should say which difference it found rather than fail to read.
     */
    record Ticket(String id, BuildInfo build, byte[] job) implements Serializable {
        private static final long serialVersionUID = 1L;

        String shortId() {
            return id.substring(0, 8);
        }

        Job open() throws IOException, ClassNotFoundException {
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(job))) {
                in.setObjectInputFilter(Job::allowed);
                return (Job) in.readObject();
            }
        }
    }

    Ticket ticket(BuildInfo build) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(this);
        } catch (IOException e) {
            throw new ClusterException("this run cannot be sent to workers: " + e.getMessage(), e);
        }
        return new Ticket(UUID.randomUUID().toString(), build, bytes.toByteArray());
    }

    /** A job holds the program's own records and the JDK's collections and values, nothing else. */
    static ObjectInputFilter.Status allowed(ObjectInputFilter.FilterInfo info) {
        Class<?> c = info.serialClass();
        if (c == null) return ObjectInputFilter.Status.UNDECIDED;
        while (c.isArray()) c = c.getComponentType();
        if (c.isPrimitive()) return ObjectInputFilter.Status.ALLOWED;
        String n = c.getName();
        return n.startsWith("io.fogisles.") || n.startsWith("java.lang.") || n.startsWith("java.util.") ? ObjectInputFilter.Status.ALLOWED
                : ObjectInputFilter.Status.REJECTED;
    }
}
