/// A binary max-heap of values by a `Double` key (ties: the one pushed first comes first, so
/// the result does not depend on the heap's layout).
struct MaxHeap<Value> {
    private var items: [(key: Double, order: Int, value: Value)] = []
    private var pushed = 0

    var isEmpty: Bool { items.isEmpty }

    private func above(_ i: Int, _ j: Int) -> Bool {
        items[i].key > items[j].key || items[i].key == items[j].key && items[i].order < items[j].order
    }

    mutating func push(_ value: Value, key: Double) {
        items.append((key, pushed, value))
        pushed += 1
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard above(i, parent) else { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    mutating func pop() -> Value? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1
            let r = l + 1
            var best = i
            if l < items.count, above(l, best) { best = l }
            if r < items.count, above(r, best) { best = r }
            if best == i { break }
            items.swapAt(i, best)
            i = best
        }
        return top.value
    }
}
