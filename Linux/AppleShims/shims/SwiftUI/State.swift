// SwiftUI shim: state, bindings, environment (see View.swift).

// MARK: - State / Binding

// doc: https://developer.apple.com/documentation/swiftui/binding — SDK 17/18
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  let _get: () -> Value
  let _set: (Value) -> Void
  // doc: https://developer.apple.com/documentation/swiftui/binding/transaction — SDK 17/18
  public var transaction: Transaction
  // doc: https://developer.apple.com/documentation/swiftui/binding/init(get:set:) — SDK 17/18
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    _get = get; _set = set; transaction = Transaction()
  }
  // doc: https://developer.apple.com/documentation/swiftui/binding/init(get:set:) — SDK 17/18
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(get: get, set: { set($0, Transaction()) })
  }
  // doc: https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:) — SDK 17/18
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  // doc: https://developer.apple.com/documentation/swiftui/binding/init(_:) — SDK 17/18
  public init<V>(_ base: Binding<V>) where Value == V? { fatalError("not modelled: swiftui/binding/init(_:)") }
  // doc: https://developer.apple.com/documentation/swiftui/binding/init(_:) — SDK 17/18
  public init?(_ base: Binding<Value?>) { fatalError("not modelled: swiftui/binding/init(_:)") }
  // doc: https://developer.apple.com/documentation/swiftui/binding/constant(_:) — SDK 17/18
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
  // doc: https://developer.apple.com/documentation/swiftui/binding/wrappedvalue — SDK 17/18
  public var wrappedValue: Value {
    get { _get() }
    nonmutating set { _set(newValue) }
  }
  // doc: https://developer.apple.com/documentation/swiftui/binding/projectedvalue — SDK 17/18
  public var projectedValue: Binding<Value> { self }
  // doc: https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:) — SDK 17/18
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(get: { self._get()[keyPath: keyPath] }, set: { var v = self._get(); v[keyPath: keyPath] = $0; self._set(v) })
  }
  // doc: https://developer.apple.com/documentation/swiftui/binding/transaction(_:) — SDK 17/18
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
  // doc: https://developer.apple.com/documentation/swiftui/binding/animation(_:) — SDK 17/18
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding: DynamicProperty {}

// doc: https://developer.apple.com/documentation/swiftui/state — SDK 17/18
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  @usableFromInline let _ref: _StateRef<Value>
  // doc: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) — SDK 17/18
  public init(wrappedValue value: Value) { _ref = _StateRef(value) }
  // doc: https://developer.apple.com/documentation/swiftui/state/init(initialvalue:) — SDK 17/18
  public init(initialValue value: Value) { _ref = _StateRef(value) }
  // doc: https://developer.apple.com/documentation/swiftui/state/wrappedvalue — SDK 17/18
  public var wrappedValue: Value {
    get { _ref.location.value }
    nonmutating set { _ref.set(newValue) }
  }
  // doc: https://developer.apple.com/documentation/swiftui/state/projectedvalue — SDK 17/18
  public var projectedValue: Binding<Value> { let r = _ref; return Binding(get: { r.location.value }, set: { r.set($0) }) }
}

extension State where Value: ExpressibleByNilLiteral {
  // doc: https://developer.apple.com/documentation/swiftui/state/init() — SDK 17/18
  public init() { fatalError("not modelled: swiftui/state/init()") }
}

// MARK: - Observable objects

#if SHIM_SDK_18
  @preconcurrency @MainActor
#endif
// doc: https://developer.apple.com/documentation/swiftui/observedobject — SDK 17/18
/// `@MainActor @preconcurrency` as a whole type in the iOS 18 SDK (the page's form; Inject PR 98
/// "matches the annotations of ObservedObject in the iOS 18 SDK"), so its initializers are too;
/// in the iOS 17 SDK only `wrappedValue` and `projectedValue`.
@frozen @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  // doc: https://developer.apple.com/documentation/swiftui/observedobject/wrapper — SDK 17/18
  @dynamicMemberLookup @frozen
  public struct Wrapper {
    let _object: ObjectType
    // doc: https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:) — SDK 17/18
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    { let o = _object; return Binding(get: { o[keyPath: keyPath] }, set: { o[keyPath: keyPath] = $0 }) }
  }
  let _object: ObjectType
  // doc: https://developer.apple.com/documentation/swiftui/observedobject/init(initialvalue:) — SDK 17/18
  public init(initialValue: ObjectType) { _object = initialValue }
  // doc: https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:) — SDK 17/18
  public init(wrappedValue: ObjectType) { _object = wrappedValue }
  // doc: https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue — SDK 17/18
  @preconcurrency @MainActor public var wrappedValue: ObjectType {
    get { _object }
    set { fatalError("harness: reassigning an @ObservedObject is not modelled") }
  }
  // doc: https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue — SDK 17/18
  @preconcurrency @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    Wrapper(_object: _object)
  }
}

// doc: https://developer.apple.com/documentation/swiftui/stateobject — iOS 14.0; SDK 17/18
/// iOS 14+.
@frozen @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  @usableFromInline let _ref: _StateObjectRef<ObjectType>
  // doc: https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:) — SDK 17/18
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { _ref = _StateObjectRef(thunk) }
  // doc: https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue — SDK 17/18
  @preconcurrency @MainActor public var wrappedValue: ObjectType { _ref.object }
  // doc: https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue — SDK 17/18
  @preconcurrency @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(_object: _ref.object)
  }
}

// doc: https://developer.apple.com/documentation/swiftui/environmentobject — SDK 17/18
@frozen @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  // doc: https://developer.apple.com/documentation/swiftui/environmentobject/wrapper — SDK 17/18
  @dynamicMemberLookup @frozen
  public struct Wrapper {
    // doc: https://developer.apple.com/documentation/swiftui/environmentobject/wrapper/subscript(dynamicmember:) — SDK 17/18
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    { fatalError("not modelled: swiftui/environmentobject/wrapper/subscript(dynamicmember:)") }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentobject/init() — SDK 17/18
  public init() { fatalError("not modelled: swiftui/environmentobject/init()") }
  // doc: https://developer.apple.com/documentation/swiftui/environmentobject/wrappedvalue — SDK 17/18
  @preconcurrency @MainActor public var wrappedValue: ObjectType { fatalError("not modelled: swiftui/environmentobject/wrappedvalue") }
  // doc: https://developer.apple.com/documentation/swiftui/environmentobject/projectedvalue — SDK 17/18
  @preconcurrency @MainActor public var projectedValue: EnvironmentObject<ObjectType>.Wrapper {
    fatalError("not modelled: swiftui/environmentobject/projectedvalue")
  }
}

// MARK: - Environment

// doc: https://developer.apple.com/documentation/swiftui/environmentkey — SDK 17/18
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

// doc: https://developer.apple.com/documentation/swiftui/environmentvalues — SDK 17/18
public struct EnvironmentValues: CustomStringConvertible {
  var _values: [ObjectIdentifier: Any] = [:]
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/init() — SDK 17/18
  public init() {}
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(key:) — SDK 17/18
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { _values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { _values[ObjectIdentifier(key)] = newValue }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/description — SDK 17/18
  public var description: String { "EnvironmentValues(\(_values.count))" }
}

// doc: https://developer.apple.com/documentation/swiftui/environment — SDK 17/18
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  @usableFromInline let _keyPath: KeyPath<EnvironmentValues, Value>
  @usableFromInline let _values: _Box<EnvironmentValues?>
  // doc: https://developer.apple.com/documentation/swiftui/environment/init(_:) — SDK 17/18
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { _keyPath = keyPath; _values = _Box(nil) }
  // doc: https://developer.apple.com/documentation/swiftui/environment/wrappedvalue — SDK 17/18
  public var wrappedValue: Value {
    guard let v = _values.value else { fatalError("harness: @Environment read outside body") }
    return v[keyPath: _keyPath]
  }
}

// doc: https://developer.apple.com/documentation/swiftui/colorscheme — SDK 17/18
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  case light, dark
}

// doc: https://developer.apple.com/documentation/swiftui/layoutdirection — SDK 17/18
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight, rightToLeft
}

// doc: https://developer.apple.com/documentation/swiftui/scenephase — SDK 17/18
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

// doc: https://developer.apple.com/documentation/swiftui/editmode — SDK 17/18
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active
}

#if SHIM_SDK_18
  @preconcurrency @MainActor
#endif
// doc: https://developer.apple.com/documentation/swiftui/openurlaction — iOS 14.0; SDK 17/18
/// iOS 14+. `@MainActor @preconcurrency` as a whole type (the page's form), modelled with the
/// iOS 18 SDK's other whole-type SwiftUI isolation; the page does not say which SDK added it.
public struct OpenURLAction {
  let _handler: (URL) -> OpenURLAction.Result
  // doc: https://developer.apple.com/documentation/swiftui/openurlaction/init(handler:) — iOS 15.0; SDK 17/18
  /// iOS 15+.
  public init(handler: @escaping (URL) -> OpenURLAction.Result) { _handler = handler }
  // doc: https://developer.apple.com/documentation/swiftui/openurlaction/callasfunction(_:) — SDK 17/18
  public func callAsFunction(_ url: URL) { _ = _handler(url) }
  // doc: https://developer.apple.com/documentation/swiftui/openurlaction/callasfunction(_:completion:) — SDK 17/18
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    fatalError("not modelled: swiftui/openurlaction/callasfunction(_:completion:)")
  }
  // doc: https://developer.apple.com/documentation/swiftui/openurlaction/result — iOS 15.0; SDK 17/18
  /// iOS 15+.
  public struct Result {
    // doc: https://developer.apple.com/documentation/swiftui/openurlaction/result/handled — SDK 17/18
    public static let handled = Result()
    // doc: https://developer.apple.com/documentation/swiftui/openurlaction/result/discarded — SDK 17/18
    public static let discarded = Result()
    // doc: https://developer.apple.com/documentation/swiftui/openurlaction/result/systemaction — SDK 17/18
    public static let systemAction = Result()
    init() {}
  }
}

// doc: https://developer.apple.com/documentation/swiftui/dismissaction — iOS 15.0; SDK 17/18
/// iOS 15+.
public struct DismissAction {
  // doc: https://developer.apple.com/documentation/swiftui/dismissaction/callasfunction() — SDK 17/18
  public func callAsFunction() { fatalError("not modelled: swiftui/dismissaction/callasfunction()") }
}

// doc: https://developer.apple.com/documentation/swiftui/refreshaction — iOS 15.0; SDK 17/18
/// iOS 15+.
public struct RefreshAction {
  let _action: () async -> Void
  // doc: https://developer.apple.com/documentation/swiftui/refreshaction/callasfunction() — SDK 17/18
  public func callAsFunction() async { await _action() }
}

extension EnvironmentValues {
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme — SDK 17/18
  public var colorScheme: ColorScheme {
    get { fatalError("not modelled: swiftui/environmentvalues/colorscheme") }
    set { fatalError("not modelled: swiftui/environmentvalues/colorscheme") }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection — SDK 17/18
  public var layoutDirection: LayoutDirection {
    get { fatalError("not modelled: swiftui/environmentvalues/layoutdirection") }
    set { fatalError("not modelled: swiftui/environmentvalues/layoutdirection") }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/locale — SDK 17/18
  public var locale: Locale {
    get { fatalError("not modelled: swiftui/environmentvalues/locale") }
    set { fatalError("not modelled: swiftui/environmentvalues/locale") }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled — SDK 17/18
  public var isEnabled: Bool {
    get { self[_IsEnabledKey.self] }
    set { self[_IsEnabledKey.self] = newValue }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/displayscale — iOS 13.0; SDK 17/18
  /// "The display scale of this environment."
  public var displayScale: CGFloat {
    get { self[_DisplayScaleKey.self] }
    set { self[_DisplayScaleKey.self] = newValue }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/font — SDK 17/18
  public var font: Font? {
    get { fatalError("not modelled: swiftui/environmentvalues/font") }
    set { fatalError("not modelled: swiftui/environmentvalues/font") }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase — iOS 14.0; SDK 17/18
  /// iOS 14+.
  public var scenePhase: ScenePhase {
    get { self[_ScenePhaseKey.self] }
    set { self[_ScenePhaseKey.self] = newValue }
  }
#if SHIM_SDK_18
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/openurl — iOS 14.0; SDK 18
  /// iOS 14+. `@MainActor @preconcurrency` (the page's form), with OpenURLAction.
  @preconcurrency @MainActor
  public var openURL: OpenURLAction {
    get { _openURL }
    set { _openURL = newValue }
  }
#else
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/openurl — iOS 14.0; SDK 17
  /// iOS 14+.
  public var openURL: OpenURLAction {
    get { _openURL }
    set { _openURL = newValue }
  }
#endif
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss — iOS 15.0; SDK 17/18
  /// iOS 15+.
  public var dismiss: DismissAction { fatalError("not modelled: swiftui/environmentvalues/dismiss") }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/refresh — iOS 15.0; SDK 17/18
  /// iOS 15+.
  public var refresh: RefreshAction? { self[_RefreshKey.self] }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/editmode — SDK 17/18
  public var editMode: Binding<EditMode>? {
    get { fatalError("not modelled: swiftui/environmentvalues/editmode") }
    set { fatalError("not modelled: swiftui/environmentvalues/editmode") }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/presentationmode — SDK 17/18
  public var presentationMode: Binding<PresentationMode> { fatalError("not modelled: swiftui/environmentvalues/presentationmode") }
}

// doc: https://developer.apple.com/documentation/swiftui/presentationmode — SDK 17/18
public struct PresentationMode {
  // doc: https://developer.apple.com/documentation/swiftui/presentationmode/ispresented — SDK 17/18
  public var isPresented: Bool { fatalError("not modelled: swiftui/presentationmode/ispresented") }
  // doc: https://developer.apple.com/documentation/swiftui/presentationmode/dismiss() — SDK 17/18
  public mutating func dismiss() { fatalError("not modelled: swiftui/presentationmode/dismiss()") }
}
