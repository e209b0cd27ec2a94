package io.fogisles.kernel.bot;

/**
 * A node of the expert's search tree: one of the searching seat's decisions in its turn, reached by a
 * sequence of its own choices. What happened by chance or out of sight on the way (the pieces drawn, the
 * hidden pieces dealt anew for each playout) is not part of the node, so one node gathers the playouts of
 * every guess of the hidden information (information-set search). Its edges are the options tried, keyed
 * by decision and option code: two guesses may lead to different decisions here, and the same code means
 * different things in different decisions.
 */
final class TurnNode {
    private String[] decisions = new String[4];
    private int[] codes = new int[4];
    private int[] visits = new int[4];
    private double[] sums = new double[4];
    private double[] priors = new double[4];
    private TurnNode[] children = new TurnNode[4];
    private int size;
    /** Playouts through this node. */
    int total;

    /** The edge of an option, or −1 when it was never tried. Decision ids are shared strings: identity first. */
    int find(String decision, int code) {
        for (int i = 0; i < size; i++)
            if (codes[i] == code && (decisions[i] == decision || decisions[i].equals(decision))) return i;
        return -1;
    }

    /** A new edge with the heuristic's judgement of the option taken alone (its prior). */
    int add(String decision, int code, double prior) {
        if (size == codes.length) grow();
        decisions[size] = decision;
        codes[size] = code;
        priors[size] = prior;
        return size++;
    }

    private void grow() {
        int n = size * 2;
        decisions = java.util.Arrays.copyOf(decisions, n);
        codes = java.util.Arrays.copyOf(codes, n);
        visits = java.util.Arrays.copyOf(visits, n);
        sums = java.util.Arrays.copyOf(sums, n);
        priors = java.util.Arrays.copyOf(priors, n);
        children = java.util.Arrays.copyOf(children, n);
    }

    int visits(int edge) {
        return visits[edge];
    }

    /** The mean of the playouts through an edge, or its prior before the first. */
    double mean(int edge) {
        return visits[edge] == 0 ? priors[edge] : sums[edge] / visits[edge];
    }

    double prior(int edge) {
        return priors[edge];
    }

    /** The mean with the prior counted as one playout: what the search steers by. */
    double guided(int edge) {
        return (sums[edge] + priors[edge]) / (visits[edge] + 1);
    }

    int code(int edge) {
        return codes[edge];
    }

    /** The node after an edge, made when a playout first passes through it again. */
    TurnNode child(int edge) {
        if (children[edge] == null) children[edge] = new TurnNode();
        return children[edge];
    }

    boolean hasChild(int edge) {
        return children[edge] != null;
    }

    void record(int edge, double value) {
        visits[edge]++;
        sums[edge] += value;
        total++;
    }
}
