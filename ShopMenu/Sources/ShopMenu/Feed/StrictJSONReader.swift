import Foundation

/// ``StrictJSON``'s pass: a loop with a stack of open containers; `index` ends at a problem.
struct StrictJSONReader {
  typealias Problem = StrictJSON.Problem

  let bytes: UnsafePointer<UInt8>
  let end: Int
  /// Where the pass is (`StrictJSONReader+Strings.swift` reads strings on from here).
  var index = 0

  mutating func document(depthLimit: Int) -> StrictJSON.Failure? {
    if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    // One element per open container: `true` for an object.
    var open: [Bool] = []
    open.reserveCapacity(min(depthLimit, 64))
    value: while true {
      skipSpace()
      guard index < end else { return fail(.truncated) }
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        if let problem = string() { return fail(problem) }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard open.count < depthLimit else { return .tooDeep }
        let isObject = bytes[index] == UInt8(ascii: "{")
        index += 1
        skipSpace()
        if index < end, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          index += 1
          break  // an empty container is a value
        }
        open.append(isObject)
        if isObject, let problem = name() { return fail(problem) }
        continue value
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        if let problem = number() { return fail(problem) }
      case UInt8(ascii: "t"):
        guard word("true") else { return fail(.expectedValue) }
      case UInt8(ascii: "f"):
        guard word("false") else { return fail(.expectedValue) }
      case UInt8(ascii: "n"):
        guard word("null") else { return fail(.expectedValue) }
      default:
        return fail(.expectedValue)
      }
      // After a value: a comma and the next member, or the end of a container or the document.
      while true {
        skipSpace()
        guard let isObject = open.last else {
          return index == end ? nil : fail(.trailingText)
        }
        guard index < end else { return fail(.truncated) }
        switch bytes[index] {
        case UInt8(ascii: ","):
          index += 1
          skipSpace()
          if index < end, bytes[index] == UInt8(ascii: "]") || bytes[index] == UInt8(ascii: "}") {
            return fail(.trailingComma)
          }
          if isObject, let problem = name() { return fail(problem) }
          continue value
        case UInt8(ascii: "}") where isObject, UInt8(ascii: "]") where !isObject:
          index += 1
          open.removeLast()
        default:
          return fail(isObject ? .expectedObjectEnd : .expectedArrayEnd)
        }
      }
    }
  }

  private func fail(_ problem: Problem) -> StrictJSON.Failure {
    .invalid(offset: index, problem: problem)
  }

  @inline(__always)
  private mutating func skipSpace() {
    while index < end {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        index += 1
      default:
        return
      }
    }
  }

  /// A member's name and the colon after it.
  private mutating func name() -> Problem? {
    guard index < end else { return .truncated }
    guard bytes[index] == UInt8(ascii: "\"") else { return .expectedName }
    index += 1
    if let problem = string() { return problem }
    skipSpace()
    guard index < end else { return .truncated }
    guard bytes[index] == UInt8(ascii: ":") else { return .expectedColon }
    index += 1
    return nil
  }

  /// A number and its magnitude (`x` in `0.d… × 10^x`, `d` not 0); problems at its first byte.
  private mutating func number() -> Problem? {
    let start = index
    func digit(_ offset: Int) -> Bool {
      offset < end && bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")
    }
    func refuse(_ problem: Problem) -> Problem {
      index = start
      return problem
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard digit(index) else { return refuse(.badNumber) }
    var magnitude = 0
    var isZero = true
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      isZero = false
      while digit(index) {
        magnitude += 1
        index += 1
      }
    }
    if index < end, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digit(index) else { return refuse(.badNumber) }
      while digit(index) {
        if isZero {
          if bytes[index] == UInt8(ascii: "0") { magnitude -= 1 } else { isZero = false }
        }
        index += 1
      }
    }
    if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      let negative = index < end && bytes[index] == UInt8(ascii: "-")
      if index < end, negative || bytes[index] == UInt8(ascii: "+") { index += 1 }
      guard digit(index) else { return refuse(.badNumber) }
      var exponent = 0
      while digit(index) {
        // Capped above any count of digits a document can have, so the sum stays exact.
        exponent = min(exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1 << 40)
        index += 1
      }
      magnitude += negative ? -exponent : exponent
    }
    // A digit here follows a leading zero; a point, sign or `e` is a second one.
    if index < end {
      switch bytes[index] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "+"),
        UInt8(ascii: "-"), UInt8(ascii: "e"), UInt8(ascii: "E"):
        return refuse(.badNumber)
      default:
        break
      }
    }
    if !isZero, magnitude > 308 || magnitude < -306 { return refuse(.numberOutOfRange) }
    return nil
  }

  /// Whether the literal `text` starts here; reads past it if so.
  private mutating func word(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= end, memcmp(bytes + index, text.utf8Start, count) == 0 else {
      return false
    }
    index += count
    return true
  }
}
