// SwiftUI shim: APIs newer than the project's deployment target (iOS 15.0), declared unavailable
// so that using one is an error here as it is in Xcode ("'X' is only available in iOS 16.0 or
// newer"). Linux ignores `@available(iOS 16, *)`, hence `unavailable` with the version in the
// message. Limitation: code guarded by `if #available(iOS 16, *)` is rejected too; such a use
// needs an entry in the allow list of the check script. Versions from the documentation pages.

// doc: https://developer.apple.com/documentation/swiftui/navigationstack — iOS 16.0 (declared unavailable); SDK 17/18
@available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0); use NavigationView")
public struct NavigationStack<Data, Root: View>: View {
  // doc: https://developer.apple.com/documentation/swiftui/navigationstack/init(root:) — SDK 17/18
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError("not modelled: swiftui/navigationstack/init(root:)") }
  // doc: https://developer.apple.com/documentation/swiftui/navigationstack/body — SDK 17/18
  public var body: Never { fatalError("not modelled: swiftui/navigationstack/body") }
}

// doc: https://developer.apple.com/documentation/swiftui/navigationsplitview — iOS 16.0 (declared unavailable); SDK 17/18
@available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  // doc: https://developer.apple.com/documentation/swiftui/navigationsplitview/body — SDK 17/18
  public var body: Never { fatalError("not modelled: swiftui/navigationsplitview/body") }
}

// doc: https://developer.apple.com/documentation/swiftui/navigationpath — iOS 16.0 (declared unavailable); SDK 17/18
@available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
public struct NavigationPath {
  // doc: https://developer.apple.com/documentation/swiftui/navigationpath/init() — SDK 17/18
  public init() { fatalError("not modelled: swiftui/navigationpath/init()") }
}

// doc: https://developer.apple.com/documentation/swiftui/contentunavailableview — iOS 17.0; SDK 17/18
// doc: https://developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:) — iOS 17.0; SDK 17/18
// doc: https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:) — iOS 17.0; SDK 17/18
@available(*, unavailable, message: "introduced in iOS 17.0 (deployment target: iOS 15.0)")
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  // doc: https://developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:) — SDK 17/18
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
    @ViewBuilder actions: () -> Actions
  ) { fatalError("not modelled: swiftui/contentunavailableview/init(label:description:actions:)") }
  // doc: https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:) — SDK 17/18
  public init(_ title: String, systemImage name: String, description: Text? = nil)
  where Label == EmptyView, Description == EmptyView, Actions == EmptyView { fatalError("not modelled: swiftui/contentunavailableview/init(_:systemimage:description:)") }
  // doc: https://developer.apple.com/documentation/swiftui/contentunavailableview/body — SDK 17/18
  public var body: Never { fatalError("not modelled: swiftui/contentunavailableview/body") }
}

// doc: https://developer.apple.com/documentation/swiftui/sharelink — iOS 16.0 (declared unavailable); SDK 17/18
@available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
public struct ShareLink<Data, PreviewImage, PreviewIcon, Label: View>: View {
  // doc: https://developer.apple.com/documentation/swiftui/sharelink/body — SDK 17/18
  public var body: Never { fatalError("not modelled: swiftui/sharelink/body") }
}

// doc: https://developer.apple.com/documentation/swiftui/viewthatfits — iOS 16.0 (declared unavailable); SDK 17/18
@available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
public struct ViewThatFits<Content: View>: View {
  // doc: https://developer.apple.com/documentation/swiftui/viewthatfits/init(in:content:) — SDK 17/18
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    fatalError("not modelled: swiftui/viewthatfits/init(in:content:)")
  }
  // doc: https://developer.apple.com/documentation/swiftui/viewthatfits/body — SDK 17/18
  public var body: Never { fatalError("not modelled: swiftui/viewthatfits/body") }
}

// doc: https://developer.apple.com/documentation/swiftui/grid — iOS 16.0 (declared unavailable); SDK 17/18
@available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
public struct Grid<Content: View>: View {
  // doc: https://developer.apple.com/documentation/swiftui/grid/body — SDK 17/18
  public var body: Never { fatalError("not modelled: swiftui/grid/body") }
}

extension NavigationLink {
  // doc: https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:) — iOS 16.0 (declared unavailable); SDK 17/18
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0); use init(destination:isActive:label:)")
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
    fatalError("not modelled: swiftui/navigationlink/init(value:label:)")
  }
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:) — iOS 16.0 (declared unavailable); SDK 17/18
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { fatalError("not modelled: swiftui/view/navigationdestination(for:destination:)") }
  // doc: https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:) — iOS 16.0 (declared unavailable); SDK 17/18
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View { fatalError("not modelled: swiftui/view/navigationdestination(ispresented:destination:)") }
  // doc: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) — iOS 17.0 (declared unavailable); SDK 17/18
  @available(*, unavailable, message: "introduced in iOS 17.0 (deployment target: iOS 15.0); use onChange(of:perform:)")
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { fatalError("not modelled: swiftui/view/onchange(of:initial:_:)") }
  // doc: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) — iOS 17.0 (declared unavailable); SDK 17/18
  @available(*, unavailable, message: "introduced in iOS 17.0 (deployment target: iOS 15.0); use onChange(of:perform:)")
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { fatalError("not modelled: swiftui/view/onchange(of:initial:_:)") }
  // doc: https://developer.apple.com/documentation/swiftui/view/scrollcontentbackground(_:) — iOS 16.0 (declared unavailable); SDK 17/18
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func scrollContentBackground(_ visibility: Visibility) -> some View { fatalError("not modelled: swiftui/view/scrollcontentbackground(_:)") }
  // doc: https://developer.apple.com/documentation/swiftui/view/scrolldismisseskeyboard(_:) — iOS 16.0 (declared unavailable); SDK 17/18
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func scrollDismissesKeyboard(_ mode: Never) -> some View { fatalError("not modelled: swiftui/view/scrolldismisseskeyboard(_:)") }
  // doc: https://developer.apple.com/documentation/swiftui/view/fontweight(_:) — iOS 16.0 (declared unavailable); SDK 17/18
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func fontWeight(_ weight: Font.Weight?) -> some View { fatalError("not modelled: swiftui/view/fontweight(_:)") }
  // doc: https://developer.apple.com/documentation/swiftui/view/bold(_:) — iOS 16.0 (declared unavailable); SDK 17/18
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func bold(_ isActive: Bool = true) -> some View { fatalError("not modelled: swiftui/view/bold(_:)") }
  // doc: https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:) — iOS 16.0 (declared unavailable); SDK 17/18
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func presentationDetents(_ detents: Set<Never>) -> some View { fatalError("not modelled: swiftui/view/presentationdetents(_:)") }
  // doc: https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:) — iOS 16.0 (declared unavailable); SDK 17/18
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func toolbar(_ visibility: Visibility, for bars: Never...) -> some View { fatalError("not modelled: swiftui/view/toolbar(_:for:)") }
  // doc: https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:) — iOS 16.0 (declared unavailable); SDK 17/18
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func toolbarBackground(_ visibility: Visibility, for bars: Never...) -> some View {
    fatalError("not modelled: swiftui/view/toolbarbackground(_:for:)")
  }
  // doc: https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:_:) — iOS 17.0 (declared unavailable); SDK 17/18
  @available(*, unavailable, message: "introduced in iOS 17.0 (deployment target: iOS 15.0)")
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    fatalError("not modelled: swiftui/view/safeareapadding(_:_:)")
  }
  // doc: https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:) — iOS 17.0 (declared unavailable); SDK 17/18
  @available(*, unavailable, message: "introduced in iOS 17.0 (deployment target: iOS 15.0)")
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    fatalError("not modelled: swiftui/view/containerrelativeframe(_:alignment:)")
  }
  // doc: https://developer.apple.com/documentation/swiftui/view/contenttransition(_:) — iOS 16.0 (declared unavailable); SDK 17/18
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func contentTransition(_ transition: Never) -> some View { fatalError("not modelled: swiftui/view/contenttransition(_:)") }
}
