import Foundation

extension FeedParser {
  /// The names an entry's fields go by; any other name is checked and skipped.
  private enum Key: UInt8 {
    case label = 1
    case url = 2
    case image = 4
    case type = 8
    case children = 16
    case other = 0
  }

  /// An entry whose object is open, with the names already seen (the first occurrence counts).
  private struct OpenEntry {
    var entry = RawEntry()
    var seen: UInt8 = 0
  }

  private enum State {
    /// At an element of the innermost list, or at its `]` when `first`.
    case element(first: Bool)
    /// At a name in the innermost entry, or at its `}` when `first`.
    case member(first: Bool)
    /// After a member's value.
    case afterMember
    /// After a list element.
    case afterElement
  }

  /// A list of entries, from its `[` to its `]`: nested `children` lists are followed with an
  /// explicit stack, so depth costs heap, never call stack.
  mutating func parseEntries() throws -> [RawEntry] {
    pos += 1
    try enter()
    var lists: [[RawEntry]] = [[]]
    var open: [OpenEntry] = []
    var state = State.element(first: true)
    while true {
      switch state {
      case .element(let first):
        skipWhitespace()
        guard pos < end else { throw fail("the document ends inside an array") }
        let byte = base[pos]
        if first, byte == Byte.closeBracket {
          pos += 1
          depth -= 1
          let list = lists.removeLast()
          guard !open.isEmpty else { return list }
          open[open.count - 1].entry.children = .value(list)
          state = .afterMember
        } else if byte == Byte.openBrace {
          pos += 1
          try enter()
          open.append(OpenEntry())
          state = .member(first: true)
        } else {
          try skipValue()
          var entry = RawEntry()
          entry.isObject = false
          lists[lists.count - 1].append(entry)
          state = .afterElement
        }

      case .afterElement:
        if try endOfMember(closing: Byte.closeBracket) {
          depth -= 1
          let list = lists.removeLast()
          guard !open.isEmpty else { return list }
          open[open.count - 1].entry.children = .value(list)
          state = .afterMember
        } else {
          state = .element(first: false)
        }

      case .member(let first):
        skipWhitespace()
        if first, pos < end, base[pos] == Byte.closeBrace {
          pos += 1
          depth -= 1
          lists[lists.count - 1].append(open.removeLast().entry)
          state = .afterElement
          continue
        }
        let key = try parseKey()
        try expectColon()
        let index = open.count - 1
        if key == .other || open[index].seen & key.rawValue != 0 {
          try skipValue()
          state = .afterMember
          continue
        }
        open[index].seen |= key.rawValue
        guard pos < end else { throw fail("the document ends before a value") }
        let byte = base[pos]
        if key == .children {
          if byte == Byte.openBracket {
            pos += 1
            try enter()
            lists.append([])
            state = .element(first: true)
            continue
          }
          if try !skipNull() {
            try skipValue()
            open[index].entry.children = .wrongType
          }
        } else {
          let field: RawEntry.Field<String>
          if byte == Byte.quote {
            field = .value(try parseString())
          } else if try skipNull() {
            field = .absent
          } else {
            try skipValue()
            field = .wrongType
          }
          switch key {
          case .label: open[index].entry.label = field
          case .url: open[index].entry.url = field
          case .image: open[index].entry.image = field
          default: open[index].entry.type = field
          }
        }
        state = .afterMember

      case .afterMember:
        if try endOfMember(closing: Byte.closeBrace) {
          depth -= 1
          lists[lists.count - 1].append(open.removeLast().entry)
          state = .afterElement
        } else {
          state = .member(first: false)
        }
      }
    }
  }

  /// Reads a member name and tells which field it is.
  private mutating func parseKey() throws -> Key {
    let span = try scanString()
    let bytes = span.escaped ? UnsafeBufferPointer(start: nil, count: 0) : span.bytes
    if span.escaped {
      return scratch.withUnsafeBufferPointer { Self.key(named: $0) }
    }
    return Self.key(named: bytes)
  }

  private static func key(named name: UnsafeBufferPointer<UInt8>) -> Key {
    switch name.count {
    case 3: return name.elementsEqual("url".utf8) ? .url : .other
    case 4: return name.elementsEqual("type".utf8) ? .type : .other
    case 5:
      if name.elementsEqual("label".utf8) { return .label }
      return name.elementsEqual("image".utf8) ? .image : .other
    case 8: return name.elementsEqual("children".utf8) ? .children : .other
    default: return .other
    }
  }

  /// Skips `null` if it is next; `false` (and nothing read) otherwise.
  private mutating func skipNull() throws -> Bool {
    guard pos < end, base[pos] == UInt8(ascii: "n") else { return false }
    try skipLiteral("null")
    return true
  }
}
