package org.arbiter.seating;

import static org.arbiter.seating.SeatingRequest.SEATS_PER_TABLE;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Deals seat numbers 1–10 within tables already grouped, so that a player with g games sits in every seat ⌊g/10⌋ or
 * ⌈g/10⌉ times — exactly, for any grouping, without search.
 *
 * <p>Why it is always possible and how: take the bipartite multigraph with a vertex per table and, for each player,
 * a vertex per block of ten of his games in round order (the last block holding the remaining g mod 10); an edge is
 * a player's game at a table. Every vertex has at most 10 edges, so by König's edge-colouring theorem the edges can be
 * coloured with 10 colours, no colour twice at a vertex; colour c is seat c + 1. At a table that is one seat per
 * player; a full block of ten games uses every seat once, the last block uses distinct seats, so each seat counts
 * ⌊g/10⌋ or ⌈g/10⌉ (de Werra's equitable colouring). The colouring is the classic alternating-path one: colour an
 * edge (u, v) with a colour a free at u; if a is taken at v, pick b free at v and swap a and b along the a/b path
 * from v, which never reaches u in a bipartite graph. O(edges × vertices) at worst, milliseconds for 200 × 12.
 *
 * <p>Separating grouping (Timefold) from seats (this) is exact: seats never constrain who meets whom, and the seat
 * target is reached by every grouping, so the solver spends no effort on it.
 */
final class SeatNumbers {

    private SeatNumbers() {
    }

    /**
     * @param playerCount the registered players
     * @param tablePlayers per table, in round order, the registered players at it
     * @return per table, the seat number (1–10) of each of {@code tablePlayers[t]}, in the same order
     */
    static int[][] deal(int playerCount, int[][] tablePlayers) {
        int[] gamesSoFar = new int[playerCount];
        List<int[]> edges = new ArrayList<>();
        int blocksPerPlayer = 1;
        for (int[] players : tablePlayers) {
            for (int player : players) {
                blocksPerPlayer = Math.max(blocksPerPlayer, gamesSoFar[player] / SEATS_PER_TABLE + 1);
                gamesSoFar[player]++;
            }
        }
        Arrays.fill(gamesSoFar, 0);
        for (int table = 0; table < tablePlayers.length; table++) {
            for (int player : tablePlayers[table]) {
                int block = gamesSoFar[player]++ / SEATS_PER_TABLE;
                edges.add(new int[] {player * blocksPerPlayer + block, table});
            }
        }
        Colouring colouring = new Colouring(playerCount * blocksPerPlayer, tablePlayers.length, edges.size());
        for (int edge = 0; edge < edges.size(); edge++) {
            colouring.colour(edge, edges.get(edge)[0], edges.get(edge)[1]);
        }
        int[][] seats = new int[tablePlayers.length][];
        int edge = 0;
        for (int table = 0; table < tablePlayers.length; table++) {
            seats[table] = new int[tablePlayers[table].length];
            for (int i = 0; i < tablePlayers[table].length; i++) {
                seats[table][i] = colouring.colourOf[edge++] + 1;
            }
        }
        return seats;
    }

    /** A proper edge colouring with 10 colours of a bipartite multigraph whose degrees are at most 10. */
    private static final class Colouring {
        private final int[] edgeLeft;
        private final int[] edgeRight;
        private final int[] colourOf;
        private final int[] atLeft;
        private final int[] atRight;

        Colouring(int leftVertices, int rightVertices, int edgeCount) {
            edgeLeft = new int[edgeCount];
            edgeRight = new int[edgeCount];
            colourOf = new int[edgeCount];
            atLeft = new int[leftVertices * SEATS_PER_TABLE];
            atRight = new int[rightVertices * SEATS_PER_TABLE];
            Arrays.fill(atLeft, -1);
            Arrays.fill(atRight, -1);
        }

        void colour(int edge, int left, int right) {
            edgeLeft[edge] = left;
            edgeRight[edge] = right;
            int a = freeColour(atLeft, left);
            if (atRight[right * SEATS_PER_TABLE + a] >= 0) {
                int b = freeColour(atRight, right);
                swapAlongPath(right, a, b);
            }
            colourOf[edge] = a;
            atLeft[left * SEATS_PER_TABLE + a] = edge;
            atRight[right * SEATS_PER_TABLE + a] = edge;
        }

        private static int freeColour(int[] at, int vertex) {
            for (int colour = 0; colour < SEATS_PER_TABLE; colour++) {
                if (at[vertex * SEATS_PER_TABLE + colour] < 0) {
                    return colour;
                }
            }
            throw new IllegalStateException("vertex " + vertex + " has more than " + SEATS_PER_TABLE + " edges");
        }

        /** Swaps colours a and b along the path that starts at right vertex {@code start} with its a-edge. */
        private void swapAlongPath(int start, int a, int b) {
            List<Integer> path = new ArrayList<>();
            boolean onRight = true;
            int vertex = start;
            int colour = a;
            while (true) {
                int edge = onRight ? atRight[vertex * SEATS_PER_TABLE + colour] : atLeft[vertex * SEATS_PER_TABLE + colour];
                if (edge < 0) {
                    break;
                }
                path.add(edge);
                vertex = onRight ? edgeLeft[edge] : edgeRight[edge];
                onRight = !onRight;
                colour = colour == a ? b : a;
            }
            for (int edge : path) {
                atLeft[edgeLeft[edge] * SEATS_PER_TABLE + colourOf[edge]] = -1;
                atRight[edgeRight[edge] * SEATS_PER_TABLE + colourOf[edge]] = -1;
            }
            for (int edge : path) {
                colourOf[edge] = colourOf[edge] == a ? b : a;
                atLeft[edgeLeft[edge] * SEATS_PER_TABLE + colourOf[edge]] = edge;
                atRight[edgeRight[edge] * SEATS_PER_TABLE + colourOf[edge]] = edge;
            }
        }
    }
}
