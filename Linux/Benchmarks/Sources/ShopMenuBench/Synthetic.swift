import Foundation

@testable import ShopMenu

/// Deterministic synthetic feeds shaped like the real ones, of any size.
///
/// myToys: top-level `section`s, `node`s below, `link` leaves (every 40th an `external-link` to
/// a partner site), `http://` URLs as in the capture. bonprix: every entry has an `https` URL,
/// the first child of each category repeats its parent's URL ("Zur Übersicht"), teaser images on
/// the top level. Four levels, eight top-level entries, breadth-first filled to exactly `count`.
enum Synthetic {
  static let words = [
    "Spielzeug", "Puppen", "Bücher", "Fahrzeuge", "Outdoor", "Baby", "Kleinkind", "Mädchen",
    "Jungen", "Bausteine", "Größen", "Schuhe", "Zubehör", "Sale", "Neuheiten", "Marken",
    "Geschenke", "Basteln", "Kostüme", "Möbel", "Sport", "Elektronik", "Wäsche", "Jacken",
    "Kleider", "Hosen", "Röcke", "Strümpfe", "Taschen", "Uhren", "Schmuck", "Küche",
  ]

  struct Node {
    var label: String
    var slug: String
    var depth: Int
    var children: [Int] = []
  }

  /// `count` entries in `format`, compact JSON.
  static func feed(_ format: FeedFormat, count: Int) -> Data {
    let nodes = tree(count: count, overview: format == .bonprix)
    var out = ""
    out.reserveCapacity(count * 140)
    out += "{\"\(format.rootKey)\":["
    func write(_ index: Int, parentSlug: String?, position: Int) {
      let node = nodes[index]
      if position > 0 { out += "," }
      out += "{"
      switch format {
      case .mytoys:
        let type: String
        if node.depth == 1 {
          type = "section"
        } else if !node.children.isEmpty {
          type = "node"
        } else {
          type = index % 40 == 0 ? "external-link" : "link"
        }
        out += "\"type\":\"\(type)\",\"label\":\"\(node.label)\""
        if node.children.isEmpty {
          let host = type == "external-link" ? "www.partner-shop.example" : "www.mytoys.de"
          out += ",\"url\":\"http://\(host)/\(node.slug)/\""
        }
      case .bonprix:
        out +=
          "\"label\":\"\(node.label)\",\"url\":\"https://www.bonprix.de/kategorie/\(node.slug)/\""
        if node.depth == 1 {
          out +=
            ",\"image\":\"https://image01.bonprix.de/bonprixbilder/teaser/app/\(node.slug).jpg\""
        }
      }
      if !node.children.isEmpty {
        out += ",\"children\":["
        var childPosition = 0
        if format == .bonprix {
          out +=
            "{\"label\":\"Zur Übersicht\",\"url\":\"https://www.bonprix.de/kategorie/\(node.slug)/\"}"
          childPosition = 1
        }
        for child in node.children {
          write(child, parentSlug: node.slug, position: childPosition)
          childPosition += 1
        }
        out += "]"
      }
      out += "}"
    }
    let roots = nodes.indices.filter { nodes[$0].depth == 1 }
    for (position, root) in roots.enumerated() { write(root, parentSlug: nil, position: position) }
    out += "]}"
    return Data(out.utf8)
  }

  /// The tree for `count` entries; with `overview`, each category's extra "Zur Übersicht" child
  /// is part of the count.
  static func tree(count: Int, overview: Bool) -> [Node] {
    let topLevel = min(8, count)
    let maxDepth = 4
    // Fan-out f with topLevel * (1 + f + f² + f³) ≈ count.
    var fanOut = 2
    while topLevel * (1 + fanOut + fanOut * fanOut + fanOut * fanOut * fanOut) < count {
      fanOut += 1
    }
    var nodes: [Node] = []
    nodes.reserveCapacity(count)
    var rng = SplitMix(seed: 0x5EED)
    func label() -> String {
      let a = words[Int(rng.next() % UInt64(words.count))]
      let b = words[Int(rng.next() % UInt64(words.count))]
      return rng.next() % 3 == 0 ? a : "\(a) & \(b)"
    }
    var queue: [Int] = []
    var head = 0
    for i in 0..<topLevel {
      nodes.append(Node(label: label(), slug: "c\(i)", depth: 1))
      queue.append(i)
    }
    var total = topLevel
    while head < queue.count, total < count {
      let parent = queue[head]
      head += 1
      guard nodes[parent].depth < maxDepth else { continue }
      var made = 0
      while made < fanOut, total + (overview && made == 0 ? 2 : 1) <= count {
        let index = nodes.count
        nodes.append(
          Node(
            label: label(), slug: "\(nodes[parent].slug)-\(made)", depth: nodes[parent].depth + 1))
        nodes[parent].children.append(index)
        queue.append(index)
        made += 1
        total += overview && made == 1 ? 2 : 1  // the first child brings the overview entry
      }
    }
    return nodes
  }
}

/// A small deterministic PRNG.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
